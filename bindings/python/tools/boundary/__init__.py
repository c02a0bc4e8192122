"""The generators' shared parts: the model of segpager.h and its tables
(``model``), and writing or checking a generated file (``write``)."""
