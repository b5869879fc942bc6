// my_add(a, b) = 2 * a + b: the tutorial's C++ extension op, registered as a real torch op
// (torch.ops.opmapgen.my_add) so that torch.export and the dynamo exporter can see it too.
#include <ATen/ATen.h>
#include <torch/library.h>

namespace {

at::Tensor my_add(const at::Tensor& a, const at::Tensor& b) {
  return 2 * a + b;
}

}  // namespace

TORCH_LIBRARY(opmapgen, m) {
  m.def("my_add(Tensor a, Tensor b) -> Tensor");
}

// Written with ATen ops only, so the one kernel serves every backend, Meta included.
TORCH_LIBRARY_IMPL(opmapgen, CompositeExplicitAutograd, m) {
  m.impl("my_add", &my_add);
}
