// The start-up benchmark: a program that needs nothing of the drawing library.
print(1)
