// guard let unwraps for the rest of the scope or leaves.
func area(_ width: Double?, _ height: Double?) -> Double {
    guard let width, let height else {
        print("missing a side")
        return 0
    }
    return width * height
}
print(area(2, 3))
print(area(nil, 3))

// expect: 6.0
// expect: missing a side
// expect: 0.0
