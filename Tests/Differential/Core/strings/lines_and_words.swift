// Splitting text into lines and counting words.
let text = "one two\nthree\n\nfour five six"
let lines = text.split(separator: "\n")
print(lines.count)
for line in lines {
    print(line.split(separator: " ").count, line)
}

// expect: 3
// expect: 2 one two
// expect: 1 three
// expect: 3 four five six
