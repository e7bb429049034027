// An implicitly unwrapped optional is used like its value once set.
var label: String!
label = "ready"
let length: Int = label.count
print(length, label!)

// expect: 5 ready
