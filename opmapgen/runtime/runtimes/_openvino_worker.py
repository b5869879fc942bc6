"""OpenVINO's worker process (see `openvino.py`): it reads requests from stdin (a length, then
the pickled model's key, its bytes and the feeds) and answers on what stdout was ("ok",
outputs) or ("error", what OpenVINO said). Anything OpenVINO itself prints goes to stderr.

Run as a script: it imports neither opmapgen nor torch.
"""

import os
import pickle
import struct
import sys

HEADER = struct.Struct("<Q")
# The CPU plugin infers in bfloat16 by default on CPUs that have it (AMX, AVX-512 BF16): the
# model's own precision is what is checked (float64 still runs in float32).
ACCURACY = {"EXECUTION_MODE_HINT": "ACCURACY"}
# Compiled models kept for the next requests: a test runs one model on sample after sample
# (compiling costs tens of milliseconds, running a small sample well under one).
KEPT = 4


def main() -> None:
    answers = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # what OpenVINO prints is not an answer
    requests = sys.stdin.buffer
    # Its own folder comes first on sys.path, where `openvino.py` is opmapgen's declaration.
    here = os.path.dirname(os.path.realpath(__file__))
    sys.path[:] = [p for p in sys.path if os.path.realpath(p or os.curdir) != here]
    # `import openvino` sends a usage event to Google Analytics (openvino_telemetry, from
    # its converter's package) by forking this process from a thread: a fork made while
    # this thread waits on stdin hangs for good in the child, which keeps the answers'
    # pipe open, so a crash of this process went unseen until the timeout. Without the
    # package, OpenVINO uses its own stub: no event, no fork.
    sys.modules["openvino_telemetry"] = None
    import openvino

    core = openvino.Core()
    kept = {}  # compiled models by key, oldest first
    while True:
        head = requests.read(HEADER.size)
        if len(head) < HEADER.size:
            return
        key, model, feeds = pickle.loads(requests.read(HEADER.unpack(head)[0]))
        try:
            compiled = kept.pop(key, None) or core.compile_model(
                core.read_model(model, b""), "CPU", ACCURACY
            )
            kept[key] = compiled  # the most recent last
            while len(kept) > KEPT:
                kept.pop(next(iter(kept)))
            # A port has every name of its value (an input also named as an Identity's
            # output); an input left out would run on whatever its tensor held.
            inputs = [
                _tensor(openvino, _feed(port.get_names(), feeds))
                for port in compiled.inputs
            ]
            result = compiled(inputs)
            answer = ("ok", [result[port].copy() for port in compiled.outputs])
        except Exception as error:  # noqa: BLE001 - every failure is an answer
            text = " | ".join(
                line.strip() for line in str(error).splitlines() if line.strip()
            )
            answer = ("error", f"{type(error).__name__}: {text[:400]}")
        data = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
        answers.write(HEADER.pack(len(data)) + data)
        answers.flush()


def _feed(names: set, feeds: dict):
    for name in names:
        if name in feeds:
            return feeds[name]
    raise ValueError(f"no value fed for the model's input {sorted(names)}")


def _tensor(openvino, array):
    """The array as OpenVINO takes it: bfloat16 (ml_dtypes') as a tensor of that type
    holding its bits, since OpenVINO reads a zero-dimensional one as float16 and refuses
    it ("Failed to set tensor for input with precision: f16")."""
    if array.dtype.name != "bfloat16":
        return array
    tensor = openvino.Tensor(openvino.Type.bf16, openvino.Shape(list(array.shape)))
    if array.size:
        tensor.data.view("uint16")[...] = array.view("uint16")
    return tensor


if __name__ == "__main__":
    main()
