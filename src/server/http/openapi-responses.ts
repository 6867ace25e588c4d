/** An OpenAPI response with a JSON body of `schema` (the routes' createRoute declarations). */
export const jsonResponse = <T>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
