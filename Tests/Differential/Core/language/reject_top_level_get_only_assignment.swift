// A top-level computed variable without a setter cannot be assigned.
print("this program must not run")
var w = 2.0
var area: Double { w * w }
area = 3
print(area)

// expect error: cannot assign to value: 'area' is a get-only property
