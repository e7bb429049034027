// Counting vowels by iterating characters.
var vowels = 0
var others = 0
for c in "Programming in Swift" {
    if "aeiouAEIOU".contains(c) { vowels += 1 } else if c != " " { others += 1 }
}
print(vowels, others)

// expect: 5 13
