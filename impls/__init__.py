"""Python implementations that function-kind mappings call in forward (`source.function`),
reference kernels that let custom-domain ONNX ops run in parity tests (`kernel`), and the
references OpInfo tests compare with where torch leaves a result unspecified
(`test.opinfo_reference`)."""
