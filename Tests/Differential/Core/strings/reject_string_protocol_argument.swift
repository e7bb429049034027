// An array is no StringProtocol: swiftc names the unmet requirement.
print("this program must not run")
func count<T: StringProtocol>(_ x: T) -> Int { x.count }
print(count([1, 2]))

// expect error: global function 'count' requires that '[Int]' conform to 'StringProtocol'
