// A function with a result whose body computes the value but never returns it.
print("this program must not run")
func perimeter(width: Double, height: Double) -> Double {
    let total = 2 * (width + height)
    print(total)
}
print(perimeter(width: 1, height: 2))

// expect error: missing return in global function expected to return 'Double'
