// Specialising explicitly: Array<Int>(), Dictionary<String, Int>(), Set<Character>().
var a = Array<Int>()
a.append(3)
var d = Dictionary<String, Int>()
d["k"] = 1
var s = Set<Character>()
s.insert("z")
print(a, d, s)
print(type(of: a), type(of: d), type(of: s))

// expect: [3] ["k": 1] ["z"]
// expect: Array<Int> Dictionary<String, Int> Set<Character>
