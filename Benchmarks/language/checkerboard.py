# The loop of checkerboard.swift in CPython: every pixel's colour of a 1,000×1,000 checkerboard.
size = 1000
cell = 8
dark = 0
light = 0
grid = 0
checksum = 0
for y in range(size):
    row = y // cell
    for x in range(size):
        column = x // cell
        colour = 0
        if x % cell == 0 or y % cell == 0:
            grid += 1
        elif (row + column) % 2 == 0:
            dark += 1
            colour = 1
        else:
            light += 1
            colour = 2
        checksum = (checksum * 31 + colour) % 1_000_003
print(dark, light, grid, checksum)
