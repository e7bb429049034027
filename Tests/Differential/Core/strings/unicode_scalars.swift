// Unicode scalar values of a string.
for scalar in "Aé€".unicodeScalars {
    print(scalar, scalar.value)
}
print("Z".unicodeScalars.first!.value - "A".unicodeScalars.first!.value)

// expect: A 65
// expect: é 233
// expect: € 8364
// expect: 25
