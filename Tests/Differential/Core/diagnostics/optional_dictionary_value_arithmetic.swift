// A dictionary lookup is optional: it must be unwrapped before arithmetic.
print("this program must not run")
let sizes = ["small": 10, "large": 20]
let bigger = sizes["small"] * 2
print(bigger)

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
