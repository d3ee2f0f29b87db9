print("layoutshot: work in progress")
