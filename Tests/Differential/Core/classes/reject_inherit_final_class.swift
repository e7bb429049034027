// A final class cannot be subclassed.
print("this program must not run")
final class Leaf {}
class Branch: Leaf {}

// expect error: inheritance from a final class 'Leaf'
