// A Dictionary is no BidirectionalCollection: lastIndex(where:) is not its.
print("this program must not run")
let d = ["a": 1, "b": 2]
print(d.firstIndex(where: { $0.value == 1 }) != nil)
print(d.lastIndex(where: { $0.value == 1 }) as Any)

// expect error: value of type '[String : Int]' has no member 'lastIndex'
