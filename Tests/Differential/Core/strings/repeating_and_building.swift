// Building strings: repeating, +, +=, append.
var line = String(repeating: "ab", count: 3)
line += "!"
line.append("?")
line.append(contentsOf: "..")
print(line, line.count)
var bar = ""
for i in 1...4 { bar += String(repeating: "*", count: i) + " " }
print(bar.dropLast())

// expect: ababab!?.. 10
// expect: * ** *** ****
