// Passwords people pick most often, refused on sign-up, reset and change (client and server alike).
// Built in code from base words and the suffixes people habitually add to them, so the list that
// ships to the browser stays small: every entry is compared lower-cased. commonPasswordCount() is
// checked by a unit test to stay above 1,000.

// prettier-ignore
const digitRuns = [
  '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '987654321', '654321',
  '111111', '222222', '333333', '444444', '555555', '666666', '777777', '888888', '999999', '000000',
  '1111111', '11111111', '121212', '123123', '123321', '112233', '131313', '159753', '147258369',
  '159357', '789456', '456789', '1212123', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', '2wsx3edc',
  'qwe123', 'qwerty123', '123qwe', 'zaq12wsx', '123abc', 'abc123', 'a1b2c3', '696969', '7777777',
  '102030', '010203', '202020', '101010', '786786', '110110', '123654', '147852', '963852', '852456',
  '1234qwer', 'asd123', 'qazwsx123', 'password1', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pa55word',
];

// Words, names, places, teams and phrases that top public password-leak statistics, plus the ones
// a Maharashtra Taekwondo member is likely to reach for.
// prettier-ignore
const bases = [
  'password', 'qwerty', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm', 'qazwsx', 'azerty',
  'letmein', 'welcome', 'login', 'admin', 'administrator', 'root', 'master', 'secret', 'access',
  'trustno1', 'iloveyou', 'loveyou', 'lovely', 'love', 'baby', 'babygirl', 'sweety', 'sweetheart',
  'princess', 'angel', 'honey', 'friends', 'friend', 'family', 'forever', 'happy', 'smile', 'hello',
  'sunshine', 'shadow', 'dragon', 'monkey', 'tiger', 'tigger', 'lion', 'eagle', 'falcon', 'wolf',
  'dolphin', 'panther', 'cookie', 'cheese', 'pepper', 'ginger', 'butter', 'chocolate', 'banana',
  'orange', 'apple', 'cherry', 'summer', 'winter', 'spring', 'autumn', 'monday', 'sunday', 'friday',
  'freedom', 'whatever', 'nothing', 'computer', 'internet', 'google', 'facebook', 'instagram',
  'youtube', 'samsung', 'iphone', 'nokia', 'android', 'windows', 'killer', 'hunter', 'ranger',
  'soldier', 'warrior', 'fighter', 'ninja', 'samurai', 'karate', 'kungfu', 'boxing', 'taekwondo',
  'tkd', 'blackbelt', 'kick', 'dojang', 'dojo', 'master1', 'sensei', 'champion', 'winner', 'superman',
  'batman', 'spiderman', 'ironman', 'hulk', 'thor', 'starwars', 'pokemon', 'naruto', 'matrix',
  'football', 'soccer', 'baseball', 'basketball', 'hockey', 'cricket', 'tennis', 'golf', 'chelsea',
  'arsenal', 'liverpool', 'barcelona', 'realmadrid', 'manutd', 'yankees', 'cowboys', 'lakers',
  'dhoni', 'sachin', 'virat', 'kohli', 'rohit', 'tendulkar', 'mumbai', 'pune', 'nagpur', 'nashik',
  'thane', 'kolhapur', 'india', 'bharat', 'hindustan', 'maharashtra', 'marathi', 'shivaji',
  'jaimaharashtra', 'jaihind', 'vandemataram', 'ganesh', 'ganpati', 'ganapati', 'krishna', 'radha',
  'radhe', 'shiva', 'shivshankar', 'mahadev', 'hanuman', 'jaishriram', 'sairam', 'omsairam',
  'saibaba', 'jaimata', 'durga', 'lakshmi', 'laxmi', 'vitthal', 'om', 'omnamahshivay', 'jesus',
  'christ', 'allah', 'god', 'michael', 'jennifer', 'jordan', 'daniel', 'thomas', 'robert', 'andrew',
  'joshua', 'matthew', 'charlie', 'george', 'william', 'james', 'david', 'jessica', 'ashley',
  'amanda', 'nicole', 'michelle', 'maggie', 'buster', 'harley', 'mustang', 'ferrari', 'porsche',
  'mercedes', 'bmw', 'corvette', 'jaguar', 'austin', 'dallas', 'thunder', 'taylor', 'pussy', 'fuckyou',
  'biteme', 'cheater', 'asshole', 'rahul', 'amit', 'sumit', 'rohan', 'aditya', 'akash', 'vijay',
  'sanjay', 'sunil', 'anil', 'ajay', 'ravi', 'raj', 'rajesh', 'ramesh', 'suresh', 'mahesh', 'ganesha',
  'pooja', 'priya', 'neha', 'sneha', 'anjali', 'shruti', 'swati', 'kavita', 'sunita', 'anita',
  'deepak', 'manoj', 'prakash', 'santosh', 'sachin1', 'abhishek', 'aniket', 'omkar', 'tejas',
  'prathamesh', 'shubham', 'saurabh', 'pratik', 'vaibhav', 'vishal', 'nikhil', 'harsh', 'yash',
  'aarav', 'aryan', 'arjun', 'ishaan', 'ananya', 'diya', 'saanvi', 'aadhya', 'mother', 'father',
  'mummy', 'papa', 'mom', 'dad', 'mylove', 'myself', 'beautiful', 'pretty', 'cute', 'flower', 'rose',
  'lotus', 'purple', 'yellow', 'silver', 'golden', 'diamond', 'crystal', 'rainbow', 'star', 'moon',
  'sky', 'ocean', 'river', 'mountain', 'music', 'guitar', 'piano', 'dance', 'movie', 'gamer', 'game',
  'player', 'playboy', 'hacker', 'secret1', 'private', 'test', 'testing', 'guest', 'user', 'default',
  'changeme', 'temp', 'qwerty1', 'abcdef', 'abcdefg', 'abcd1234', 'aaaaaa', 'asdasd', 'asdf',
  'zxczxc', 'qweqwe', 'qweasd', 'qweasdzxc', 'pass', 'passpass', 'mypass', 'mypassword',
  'newpassword', 'student', 'school', 'college', 'teacher', 'coach', 'india1', 'indian', 'desi',
];

// prettier-ignore
const suffixes = ['', '1', '12', '123', '1234', '12345', '!', '@123', '#123', '007', '786', '2024', '2025', '2026'];

let cache: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (cache) return cache;
  cache = new Set(digitRuns);
  for (const base of bases) {
    for (const suffix of suffixes) cache.add(`${base}${suffix}`);
  }
  return cache;
}

/** True when the password is one of the most common ones (case does not make it safer). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}
