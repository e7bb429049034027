// Hex, binary and octal integer literals, underscores, and hex floats.
print(0xFF, 0x10, 0b1010, 0o17)
print(1_000_000, 0xFF_FF)
print(0x1p4, 0x1.8p1)
print(1.5e3, 2E-2)

// expect: 255 16 10 15
// expect: 1000000 65535
// expect: 16.0 3.0
// expect: 1500.0 0.02
