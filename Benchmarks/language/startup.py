# The start-up benchmark in CPython.
print(1)
