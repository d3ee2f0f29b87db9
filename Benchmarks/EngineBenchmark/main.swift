print("engine benchmark: work in progress")
