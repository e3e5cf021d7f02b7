/** A card's number as the card shows it and a partner types it: the first 8 characters of its id, "3F1C-2A4E". */
export const cardNumber = (cardId: string) => `${cardId.slice(0, 4)}-${cardId.slice(4, 8)}`.toUpperCase();
