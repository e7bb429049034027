// A Substring is not returned where a String is declared.
print("this program must not run")
func initial(of word: String) -> String {
    return word.prefix(1)
}
print(initial(of: "shape"))

// expect error: no 'prefix' candidates produce the expected contextual result type 'String'
