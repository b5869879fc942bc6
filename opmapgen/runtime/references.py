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


# Of a vector's entries within this fraction of its largest magnitude, the first is made
# positive: a tie in magnitude (the entries of [1, -1] / sqrt(2)) is decided by position,
# not by the last bit each side's rounding leaves.
SIGN_TIE = 1e-3


def vector_signs(vectors: torch.Tensor) -> torch.Tensor:
    """For the vectors along dim -2 of `vectors` (a matrix's columns), +1 or -1 each, as
    [..., 1, k]: the sign that makes the first entry of (nearly) the largest magnitude
    positive. The mappings of eigen- and singular vectors pick their signs so."""
    if vectors.shape[-2] == 0:  # vectors of no entries: nothing to sign
        return torch.ones_like(vectors[..., :1, :])
    magnitude = vectors.abs()
    largest = magnitude.amax(dim=-2, keepdim=True)
    first = (
        (magnitude >= largest * (1 - SIGN_TIE)).to(torch.int8).argmax(-2, keepdim=True)
    )
    # torch.sgn: of a complex entry its phase (no mapping claims complex vectors, but the
    # reference runs on OpInfo's complex samples, which the mappings refuse)
    signs = torch.sgn(vectors.gather(-2, first))
    return torch.where(signs == 0, torch.ones_like(signs), signs)


def signed_eigh(input, UPLO="L"):
    """torch.linalg.eigh, each eigenvector with the sign `vector_signs` picks.

    An eigenvector is unique up to its sign (of a simple eigenvalue); LAPACK's choice is no
    rule and differs between builds and devices, which torch's docs say.
    """
    values, vectors = torch.linalg.eigh(input, UPLO=UPLO)
    return values, vectors * vector_signs(vectors)


def signed_svd(A, full_matrices=True, *, driver=None):
    """torch.linalg.svd, each left singular vector with the sign `vector_signs` picks and
    its right one (a row of Vh) with the same sign, so that U diag(S) Vh is unchanged.

    The singular vectors of a distinct nonzero singular value are unique up to that sign;
    with full_matrices, the columns of U (rows of Vh) past min(m, n) are any orthonormal
    basis of what the others leave, which no rule fixes.
    """
    U, S, Vh = torch.linalg.svd(A, full_matrices=full_matrices, driver=driver)
    k = S.shape[-1]
    signs = vector_signs(U[..., :, :k])
    U = torch.cat([U[..., :, :k] * signs, U[..., :, k:]], dim=-1)
    Vh = torch.cat([Vh[..., :k, :] * signs.transpose(-2, -1), Vh[..., k:, :]], dim=-2)
    return U, S, Vh


def signed_svd_v(input, some=True, compute_uv=True):
    """torch.svd (U, S, V), signed as `signed_svd` signs linalg.svd's: each column of U by
    `vector_signs`, the column of V of the same singular value alike (U diag(S) V^T
    unchanged). With compute_uv=False, U and V are zeros: nothing to sign."""
    U, S, V = torch.svd(input, some=some, compute_uv=compute_uv)
    if not compute_uv:
        return U, S, V
    k = S.shape[-1]
    signs = vector_signs(U[..., :, :k])
    U = torch.cat([U[..., :, :k] * signs, U[..., :, k:]], dim=-1)
    V = torch.cat([V[..., :, :k] * signs, V[..., :, k:]], dim=-1)
    return U, S, V


def stable_kthvalue(input, k, dim=-1, keepdim=False):
    """torch.kthvalue, the k-th of a stable sort (of equal values, the (k - s)-th
    occurrence in index order, s the count of smaller ones).

    Among equal values torch's CPU quickselect returns an index its swaps leave, in no
    order of the indices; any index of an element equal to the k-th value is one torch
    allows, and the stable order's is the one ONNX TopK gives.
    """
    if input.dim() == 0:
        return torch.kthvalue(input, k, dim, keepdim)
    values, indices = torch.sort(input, dim=dim, stable=True)
    values, indices = values.narrow(dim, k - 1, 1), indices.narrow(dim, k - 1, 1)
    if not keepdim:
        values, indices = values.squeeze(dim), indices.squeeze(dim)
    return values, indices


def last_mode(input, dim=-1, keepdim=False):
    """torch.mode, with the index of the mode value's last occurrence (in a row without
    NaN).

    torch's CPU kernel gives the last occurrence in rows of up to 16 elements and, past
    that, whichever occurrence its unstable sort leaves last; any occurrence is one torch
    allows.
    """
    if input.dim() == 0:
        return torch.mode(input, dim, keepdim)
    axis = dim % input.dim()
    values, eager = torch.mode(input, axis, True)
    shape = [1] * input.dim()
    shape[axis] = input.shape[axis]
    positions = torch.arange(input.shape[axis]).reshape(shape)
    last = torch.where(input == values, positions, -1).amax(axis, keepdim=True)
    # A row with NaN: eager's own index (its sort's NaN comparisons decide it; the mode
    # spec says where the mapping follows it)
    indices = torch.where(input.isnan().any(axis, keepdim=True), eager, last)
    if not keepdim:
        values, indices = values.squeeze(axis), indices.squeeze(axis)
    return values, indices
