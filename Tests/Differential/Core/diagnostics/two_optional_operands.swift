// Two optionals added: each must be unwrapped, and swiftc says so of both.
print("this program must not run")
let stock = ["apples": 3, "pears": 5]
let fruit = stock["apples"] + stock["pears"]
let names: [String: String] = ["first": "Ada"]
let full = names["first"] + names["last"]
print(fruit, full)

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
