// A String.UnicodeScalarView is read by String.Index: startIndex, endIndex, index(after:),
// index(before:), index(_:offsetBy:), distance, firstIndex(of:), indices and its subscript.
let s = "héllo"
let u = s.unicodeScalars
var i = u.startIndex
print(u[i])
i = u.index(after: i)
print(u[i], u[u.index(before: u.endIndex)], type(of: i))
print(u.index(u.startIndex, offsetBy: 2) < u.endIndex, u[u.index(u.startIndex, offsetBy: 2)])
print(u.distance(from: u.startIndex, to: u.endIndex), u.distance(from: i, to: u.startIndex))
print(u.firstIndex(of: "l").map { u[$0] } ?? "x", u.firstIndex(of: "z") == nil)
var values: [String] = []
for j in u.indices { values.append(String(u[j].value)) }
print(values.joined(separator: " "))
print(u.indices.count, u.indices.map { u[$0] }.count)
var n = 0
var k = u.startIndex
while k < u.endIndex {
    if u[k].isASCII { n += 1 }
    k = u.index(after: k)
}
print(n)

// expect: h
// expect: é o Index
// expect: true l
// expect: 5 -1
// expect: l true
// expect: 104 233 108 108 111
// expect: 5 5
// expect: 4
