// A struct's bare name is no value: `print(NewsStory)` wants `NewsStory.self` or `NewsStory()`.
print("this program must not run")
struct NewsStory {
    var title = "Rain"
}
print(NewsStory)

// expect error: expected member name or initializer call after type name
