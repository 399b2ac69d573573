"""Editor support: the step export for the Cucumber language server and ``ruleslawyer-lsp``.

Nothing here imports pytest: the language server runs the plugin's own parser and step checks
in process, and the export is written from the same registry the runs match against.
"""
