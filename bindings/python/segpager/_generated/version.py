"""The package's version, generated from segpager.h's SEGPAGER_VERSION_*
by tools/gen_abi.py: do not edit (`make abi`; `make check-abi`)."""

__version__ = "0.9.0"
