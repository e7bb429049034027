// An Int division by a zero count traps after the earlier output.
import Foundation
func segmentWidth(_ total: Int, _ n: Int) -> Int { total / n }
print(segmentWidth(100, 4))
print(segmentWidth(100, 0))

// expect: 25
// expect runtime error: Division by zero
