"""``python -m segpager``: the same as the ``segpager`` command."""

import sys

from .cli import main

sys.exit(main())
