// A tolerance comparison in `extension FloatingPoint`, `abs` of a difference of `Self` values.
extension FloatingPoint {
    func isApproximately(_ other: Self, tolerance: Self) -> Bool { abs(self - other) <= tolerance }
}
print((0.1 + 0.2).isApproximately(0.3, tolerance: 0.0001), 1.0.isApproximately(1.1, tolerance: 0.01))

// expect: true false
