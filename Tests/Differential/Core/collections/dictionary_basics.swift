// Dictionary lookup, update, removal and counts.
var ages = ["ann": 31, "bob": 25]
ages["cy"] = 40
ages["bob"] = 26
print(ages["bob"]!, ages["dan"] as Any, ages.count)
let old = ages.updateValue(32, forKey: "ann")
let gone = ages.removeValue(forKey: "cy")
print(old as Any, gone as Any, ages.count)
ages["bob"] = nil
print(ages, ages.isEmpty)

// expect: 26 nil 3
// expect: Optional(31) Optional(40) 2
// expect: ["ann": 32] false
