"""Expected results for the OpInfo tests of ops whose result torch leaves partly unspecified
(a spec's `test.opinfo_reference`): each gives, among the results torch allows, the one the
mapping gives."""

import torch


def stable_sort(input, dim=-1, descending=False, *, stable=False):
    """torch.sort, with equal values in their original order whatever `stable` says.

    With stable=False torch leaves the order of equal values unspecified, and its CPU kernel
    reorders them along dims longer than 16 (OpInfo's 8000-element uint8 sample); the
    stable order is one of the orders it allows.
    """
    return torch.sort(input, dim=dim, descending=descending, stable=True)


def stable_topk(input, k, dim=-1, largest=True, sorted=True):
    """torch.topk, with equal values in their original order (the lower index first).

    torch's partial sort leaves the order of equal values unspecified; the first k of a
    stable sort is one of the answers it allows, and the one ONNX TopK gives.
    """
    if input.dim() == 0:
        return torch.topk(input, k, dim, largest, sorted)
    values, indices = torch.sort(input, dim=dim, descending=largest, stable=True)
    return values.narrow(dim, 0, k), indices.narrow(dim, 0, k)
