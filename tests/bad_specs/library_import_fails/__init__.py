"""A library whose import fails, as a torchvision built for another torch does."""

raise RuntimeError("operator library_import_fails::nms does not exist")
