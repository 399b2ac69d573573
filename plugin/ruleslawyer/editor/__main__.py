"""``python -m ruleslawyer.editor``: the same as the ``ruleslawyer-lsp`` console script."""

import sys

from ruleslawyer.editor.cli import main

sys.exit(main())
