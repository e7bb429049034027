# The same loop as blob_vertices.swift, for comparison with CPython.
import math
import time

start = time.perf_counter()
xs = []
ys = []
n = 100000
for i in range(n):
    angle = 2 * math.pi * i / n
    r = 100 + 10 * math.sin(angle * 7)
    xs.append(r * math.cos(angle))
    ys.append(r * math.sin(angle))
print(len(xs))
print("seconds", time.perf_counter() - start)
