"""What tools/gen_abi.py writes from segpager.h and bindings/abi/*.toml:
abi.py (constants, enums, structs, prototypes, defaults), events.py,
event_names.py, configuration.py and version.py. Do not edit anything
(`make abi` rewrites it; `make check-abi` fails on a hand edit)."""
