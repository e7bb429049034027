// An optional String must be unwrapped before the StringProtocol initialiser takes it.
print("this program must not run")
let nickname: String? = "Sam"
Text(nickname)

// expect error: value of optional type 'String?' must be unwrapped to a value of type 'String'
