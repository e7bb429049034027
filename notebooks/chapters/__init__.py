"""The tutorial notebooks' prose and cells, one module per notebook; notebooks/build.py writes them."""
