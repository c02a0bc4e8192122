"""The package's version; tested against SEGPAGER_VERSION_STRING in segpager.h."""

__version__ = "0.7.0"
