// A dictionary lookup is optional; passing it where an Int is expected needs unwrapping.
print("this program must not run")
func steps(_ n: Int) -> Int { n * 2 }
let sizes = ["small": 1, "large": 3]
print(steps(sizes["large"]))

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
