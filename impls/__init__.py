"""This repository's own code, as a user's project has its own: the Python implementations
that its function-kind mappings (`mappings/own_code/`) call in forward (`source.function`),
and the reference kernels that let their custom-domain ONNX ops run in parity tests
(`kernel`). The package `generated/` imports them from this folder, the project it was built
in. The library (`opmapgen.library`) needs none of them."""
