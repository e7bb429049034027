// Parsing numbers from strings gives optionals.
print(Int("42") ?? -1, Int("abc") ?? -1, Int(" 4") ?? -1)
print(Double("3.5") ?? 0, Double("1e3") ?? 0)
print(Int("ff", radix: 16) ?? 0, Int("-101", radix: 2) ?? 0)
print(String(255, radix: 16), String(5, radix: 2), String(255, radix: 16, uppercase: true))

// expect: 42 -1 -1
// expect: 3.5 1000.0
// expect: 255 -5
// expect: ff 101 FF
