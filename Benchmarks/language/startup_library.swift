// The start-up benchmark with the drawing library: naming CGPoint makes `run --typed` load the prelude.
print(CGPoint(x: 1, y: 2).x)
