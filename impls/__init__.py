"""Python implementations that function-kind mappings call in forward (`source.function`),
and reference kernels that let custom-domain ONNX ops run in parity tests (`kernel`)."""
