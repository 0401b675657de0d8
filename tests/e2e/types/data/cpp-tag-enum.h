enum te { TE_X = 7, TE_Y };
